export { createFulfilmentService } from './fulfilment.service.ts';
export type { FulfilmentCounters, FulfilmentService } from './fulfilment.service.ts';
export { labOrdersOf } from './fulfilment.repository.ts';
export type { LabOrderRow } from './fulfilment.repository.ts';
export { createLabAssets } from './lab-assets.ts';
export type { LabAssets } from './lab-assets.ts';
