export { orderMoneyIn } from './order-money.ts';
export { recordOrderEvent, sendOrderNotice } from './order-notices.ts';
export type { OrderNotice } from './order-notices.ts';
export { auditSubjectOf, findOrderRecord, updateOrderStatus } from './order-records.ts';
export type { OrderRecord } from './order-records.ts';
export { insertShipment, shipmentsOf } from './order-shipments.repository.ts';
export type { ShipmentRow } from './order-shipments.repository.ts';
export { receiptFilename } from './receipt.ts';
export type { ReceiptRenderer } from './receipt.ts';
