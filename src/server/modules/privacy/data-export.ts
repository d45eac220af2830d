import { formatOf } from '../../../shared/print-formats.ts';
import type { Database } from '../../db/client.ts';
import type { catalogueOrders, orders } from '../../db/schema.ts';
import type { UserRow } from '../accounts/index.ts';
import { rejectionOf } from '../posters/index.ts';
import { storageUrl } from '../storage/index.ts';
import { readUserRecords } from './privacy.repository.ts';

/**
 * Everything the shop keeps about one user, as one JSON document (the right of access and to a
 * copy: decision 019). Every query is bound to the user's id; file links are absolute so the file stands alone.
 */
export async function exportUserData(db: Database, user: UserRow, publicUrl: string) {
  const link = (key: string | null) => (key ? `${publicUrl}${storageUrl(key)}` : null);
  const records = await readUserRecords(db, user.id);
  /** What both kinds of order have: the number, date, state, money and where it went. */
  const orderBasics = (order: typeof orders.$inferSelect | typeof catalogueOrders.$inferSelect) => ({
    confirmationId: order.confirmationId,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    quantity: order.quantity,
    amount: Number(order.amount),
    currency: order.currency.toUpperCase(),
    shipping: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      address: order.address,
      city: order.city,
      state: order.state,
      zipCode: order.zipCode,
      country: order.country,
    },
  });
  const member = records.membership[0];
  const account = records.payoutAccount[0];

  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      username: user.username,
      accountType: user.userType,
      createdAt: user.createdAt.toISOString(),
    },
    credits: {
      freeCreditsRemaining: user.freeCreditsRemaining,
      paidCredits: user.paidCredits,
      purchases: records.purchases.map((row) => ({
        pack: row.packId,
        credits: row.credits,
        amount: Number(row.amount),
        paidAt: row.createdAt.toISOString(),
      })),
    },
    membership: member
      ? {
          status: member.status,
          currentPeriodEnd: member.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: member.cancelAtPeriodEnd,
          promoCode: member.promoCode,
          since: member.createdAt.toISOString(),
        }
      : null,
    posters: records.posters.map((poster) => ({
      id: poster.id,
      createdAt: poster.createdAt.toISOString(),
      style: poster.style,
      caption: poster.captionText,
      name: poster.name,
      city: poster.city,
      momentLink: poster.momentLink,
      published: poster.isPublic,
      approved: poster.isApproved,
      // the review's last refusal and its note to them, while it stands (cleared when published again)
      rejection: rejectionOf(poster),
      editionSize: poster.totalSupply,
      sold: poster.soldCount,
      pricePerPrint: poster.pricePerUnit === null ? null : Number(poster.pricePerUnit),
      // The poster as the user sees it (the preview) and their own uploads, which answer to their session
      // alone; the print master is the shop's printing material and stays private (decision 023).
      files: {
        original: link(poster.originalPath),
        preview: link(poster.previewPath),
        thumbnail: link(poster.thumbnailPath),
        originalVideo: link(poster.originalVideoPath),
        video: link(poster.compressedVideoPath),
      },
    })),
    videos: records.videos.map((video) => ({
      uploadedAt: video.createdAt.toISOString(),
      durationSeconds: video.durationSeconds,
      original: link(video.originalPath),
      video: link(video.compressedPath),
    })),
    generations: records.generated.map((row) => ({
      startedAt: row.createdAt.toISOString(),
      style: row.style,
      status: row.status,
      paidWith: row.creditSource,
      posterId: row.imageId,
    })),
    orders: {
      posters: records.customOrders.map((order) => ({
        ...orderBasics(order),
        style: order.style,
        ...formatOf(order),
        posterId: order.imageId,
      })),
      catalogue: records.shopOrders.map((order) => ({
        ...orderBasics(order),
        items: records.items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            posterId: item.imageId,
            name: item.name,
            style: item.style,
            quantity: item.quantity,
            ...formatOf(item),
            price: Number(item.price),
            editions:
              item.totalSupply === null
                ? null
                : { first: item.firstEdition, last: item.lastEdition, of: item.totalSupply },
          })),
      })),
    },
    likes: records.likes.map((like) => ({
      posterId: like.posterId,
      name: like.name,
      likedAt: like.likedAt.toISOString(),
    })),
    royalties: records.earned.map((row) => ({
      posterId: row.imageId,
      sale: Number(row.saleAmount),
      rate: Number(row.rate),
      amount: Number(row.amount),
      earnedAt: row.createdAt.toISOString(),
      paidOut: row.payoutId !== null,
    })),
    payouts: {
      account: account
        ? {
            detailsSubmitted: account.detailsSubmitted,
            payoutsEnabled: account.payoutsEnabled,
            since: account.createdAt.toISOString(),
          }
        : null,
      transfers: records.paid.map((row) => ({
        amount: Number(row.amount),
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
      })),
    },
  };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;
