import { useMutation } from '@tanstack/react-query';
import type { PartnerInquiry } from '../../../../shared/partners-inquiry.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/partner-inquiry (docs/product/community.md#partners-and-the-inquiry): stored, sent to the shop and
 * confirmed to the café; 201 on success.
 */
export async function sendPartnerInquiry(inquiry: PartnerInquiry): Promise<void> {
  await apiRequest('POST', '/api/partner-inquiry', inquiry);
}

export function useSendPartnerInquiry() {
  return useMutation({ mutationFn: sendPartnerInquiry });
}
