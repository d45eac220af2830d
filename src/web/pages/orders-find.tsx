import { FindOrderForm } from '../features/orders/components/find-order-form.tsx';
import { useMessages } from '../lib/i18n/i18n.tsx';

/** /orders/find (docs/product/after-the-sale.md#my-orders): a guest asks for a mail with links to their orders. */
export function Component() {
  const m = useMessages('orders');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-8 pb-16 md:px-8">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{m.findTitle}</h1>
      <p className="text-ink-soft">{m.findIntro}</p>
      <FindOrderForm />
    </div>
  );
}
