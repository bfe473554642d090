import { useNavigate } from 'react-router';
import { homePath } from '../../lib/routing/route-links';

/** Spec §2 close rule of the show screens: back when there is history to go back to, else `fallback` (the feed). */
export function useCloseScreen(fallback?: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 2) void navigate(-1);
    else void navigate(fallback ?? homePath());
  };
}
