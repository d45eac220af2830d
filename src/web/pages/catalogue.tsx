import { CatalogueView } from '../features/catalogue/components/catalogue-view.tsx';

/** /catalogue: the public catalogue (docs/product/catalogue.md#what-the-catalogue-shows). */
export function Component() {
  return <CatalogueView />;
}
