import { useRetrosnapQueueFlush } from '../../lib/offline/retrosnap-queue-hooks';

/**
 * Sends the offline RetroSnap queue from the shell while someone is signed in (when the app opens,
 * on sign-in, when the connection returns). Loaded lazily: a signed-out visitor has no queue, and
 * the first page stays light without IndexedDB's code.
 */
export default function RetrosnapQueueHost() {
  useRetrosnapQueueFlush();
  return null;
}
