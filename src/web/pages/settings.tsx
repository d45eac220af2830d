import { pageIntros } from '../../shared/messages/shell.ts';
import { PlaceholderPage } from '../components/layouts/placeholder-page.tsx';

/** /settings (spec 002 §2). The header shows the large title, so no heading here. */
export function Component() {
  return <PlaceholderPage {...pageIntros.settings} showTitle={false} />;
}
