import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What the last check-in answered (texts formatted by the page). */
export type CheckInResult =
  | { outcome: 'checkedIn'; attendee: string; session: string; at: string }
  | { outcome: 'already'; attendee: string; session: string; at: string; date: string }
  | { outcome: 'refused'; reason: string };

export interface CheckInPanelProps {
  /** A check-in is on its way: the field keeps its text and the button waits. */
  pending: boolean;
  result: CheckInResult | null;
  /** The code as typed or scanned (the page reads it leniently: any case, dashes or none). */
  onSubmit: (code: string) => void;
  /** The device has a camera API: offer "Scan with camera". */
  cameraAvailable: boolean;
  scanning: boolean;
  cameraError?: string | null;
  onScanStart?: () => void;
  onScanStop?: () => void;
  /** Where the page's scanner draws the camera's picture while scanning. */
  videoRef?: Ref<HTMLVideoElement>;
  /** Above the field: the venue the desk checks in for (staff), or nothing (a kiosk knows its venue). */
  children?: ReactNode;
}

/**
 * Checking a booking pass in, at the desk or a kiosk: a field labelled "Pass code" that takes a typed code or a
 * hand-held scanner's keystrokes (Enter submits and empties the field; it is focused again for the next pass), a camera
 * when the device has one, and the answer announced politely: checked in (who, which session, when), already checked
 * in (when), or refused with the reason.
 */
export function CheckInPanel({ pending, result, onSubmit, cameraAvailable, scanning, cameraError, onScanStart, onScanStop, videoRef, children }: CheckInPanelProps): ReactNode {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  // Ready for the next pass once an answer came back: the scanner's keystrokes land in the field again.
  useEffect(() => {
    if (result) input.current?.focus();
  }, [result]);

  // The field is emptied as the code is sent, so the next scan starts afresh.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim() || pending) return;
    onSubmit(code.trim());
    setCode('');
  };

  return (
    <div className="cs-check-in">
      {children}
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={fieldId} weight="medium" size="3">
            {t('passes.checkIn.field')}
          </Text>
          <Text as="p" id={hintId} size="2" color="gray">
            {t('passes.checkIn.hint')}
          </Text>
          <div className="cs-check-in__row">
            <input
              ref={input}
              id={fieldId}
              className="cs-check-in__input"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-describedby={hintId}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              enterKeyHint="go"
              maxLength={64}
              autoFocus
            />
            <Button type="submit" size="3" disabled={pending} aria-disabled={pending || undefined}>
              {pending ? t('passes.checkIn.checking') : t('passes.checkIn.submit')}
            </Button>
          </div>
        </Flex>
      </form>
      {cameraAvailable ? (
        <Flex direction="column" gap="2" align="start">
          {scanning ? (
            <>
              <video ref={videoRef} className="cs-check-in__video" aria-label={t('passes.checkIn.cameraLabel')} muted playsInline />
              <Button variant="soft" color="gray" size="3" onClick={onScanStop}>
                {t('passes.checkIn.stopScan')}
              </Button>
            </>
          ) : (
            <Button variant="soft" size="3" onClick={onScanStart}>
              {t('passes.checkIn.scan')}
            </Button>
          )}
          {cameraError ? (
            <Text as="p" size="2" color="red" role="alert">
              {cameraError}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {result ? <ResultView result={result} /> : null}
      </div>
    </div>
  );
}

function ResultView({ result }: { result: CheckInResult }) {
  const { t } = useTranslation();
  if (result.outcome === 'refused') {
    return (
      <div className="cs-check-in__result" data-outcome="refused">
        <Heading as="h2" size="5" color="red">
          {t('passes.checkIn.refused')}
        </Heading>
        <Text as="p" size="3">
          {result.reason}
        </Text>
      </div>
    );
  }
  return (
    <div className="cs-check-in__result" data-outcome={result.outcome}>
      <Heading as="h2" size="5" color={result.outcome === 'checkedIn' ? 'green' : 'amber'}>
        {result.outcome === 'checkedIn' ? t('passes.checkIn.checkedIn') : t('passes.checkIn.already')}
      </Heading>
      <Text as="p" size="4" weight="bold">
        {result.attendee}
      </Text>
      <Text as="p" size="3">
        {result.session}
      </Text>
      <Text as="p" size="3">
        {result.outcome === 'checkedIn' ? t('passes.checkIn.at', { time: result.at }) : t('passes.checkIn.alreadyAt', { time: result.at, date: result.date })}
      </Text>
    </div>
  );
}
