import { WaitingRoomNotice } from '@courtside/ui';
import { useSnapshot } from 'valtio';
import { useApp } from './context';

/** The customer's place in the server's waiting room while an add or a payment waits its turn. */
export function ShellWaitingRoom() {
  const { waitingRoom } = useApp();
  const { position } = useSnapshot(waitingRoom);
  return <WaitingRoomNotice position={position} />;
}
