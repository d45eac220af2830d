import { CatalogueView } from '../features/catalogue/components/catalogue-view.tsx';

/** /catalogue: the public catalogue (spec 002 §2). */
export function Component() {
  return <CatalogueView />;
}
