import { EarnView } from '../features/earn/components/earn-view.tsx';

/** /earn: the creators' marketing page (spec 002 §2). */
export function Component() {
  return <EarnView />;
}
