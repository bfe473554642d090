import { useState } from 'react';

/** True from the first time `open` is true: a lazily loaded dialog then stays mounted for its closing animation. */
export function useRequested(open: boolean): boolean {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  return requested || open;
}
