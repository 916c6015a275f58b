import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Scanning a pass's QR code with the device's camera, where it has one (navigator.mediaDevices): the scanner library
 * (@zxing/browser) loads only when scanning starts, draws into the panel's video, and stops at the first code read.
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const { t } = useTranslation();
  const available = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The latest callback, so a new one each render does not restart the camera.
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!scanning || !video) return;
    let stopped = false;
    let stop = () => {};
    void import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video, (result, _error, running) => {
          if (!result) return;
          running.stop();
          setScanning(false);
          latest.current(result.getText());
        });
        stop = () => controls.stop();
        if (stopped) stop();
      })
      .catch(() => {
        setError(t('passes.checkIn.cameraFailed'));
        setScanning(false);
      });
    return () => {
      stopped = true;
      stop();
    };
  }, [scanning, video, t]);

  return {
    cameraAvailable: available,
    scanning,
    cameraError: error,
    onScanStart: () => (setError(null), setScanning(true)),
    onScanStop: () => setScanning(false),
    videoRef: setVideo,
  };
}
