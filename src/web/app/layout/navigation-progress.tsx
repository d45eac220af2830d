import { useNavigation } from 'react-router';

/** A thin red bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="navigation-progress fixed inset-x-0 top-0 z-[60] h-[3px] origin-left bg-swiss" />
  );
}
