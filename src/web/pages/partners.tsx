import { PartnersView } from '../features/partners/components/partners-view.tsx';

/** /partners: the café-partner pitch (docs/product/community.md#partners-and-the-inquiry). */
export function Component() {
  return <PartnersView />;
}
