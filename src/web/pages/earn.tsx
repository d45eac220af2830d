import { EarnView } from '../features/earn/components/earn-view.tsx';

/** /earn: the creators' marketing page (docs/product/community.md#earn-page). */
export function Component() {
  return <EarnView />;
}
