import { PartnersView } from '../features/partners/components/partners-view.tsx';

/** /partners: the café-partner pitch (spec 002 §2, §5). */
export function Component() {
  return <PartnersView />;
}
