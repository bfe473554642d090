import { useState } from 'react';
import FeedScreen from '../../features/feed/feed-screen';
import { useGuidedTour } from '../../features/tour/use-guided-tour';

/** The feed with the guided tour over it (spec §4): the tour starts once the feed shows its cards. */
export default function FeedRoute() {
  const [itemsShown, setItemsShown] = useState(false);
  useGuidedTour(itemsShown);
  return <FeedScreen onItemsShown={setItemsShown} />;
}
