export { orderMoneyIn } from './order-money.ts';
export { recordOrderEvent, sendOrderNotice } from './order-notices.ts';
export { auditSubjectOf, findOrderRecord, updateOrderStatus } from './order-records.ts';
export { receiptFilename } from './receipt.ts';
export type { ReceiptRenderer } from './receipt.ts';
