import { POSTER_PICTURE_FORMATS, POSTER_PICTURE_WIDTHS, posterPictureKey } from '../../../shared/poster-pictures.ts';
import type { Logger } from 'pino';
import type { DeletionPreview, DeletionResult } from '../../../shared/privacy.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { UserRow } from '../accounts/index.ts';
import type { VerificationService } from '../accounts/verification.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import { removeWallPreviews } from '../walls/index.ts';
import {
  deleteAccountRows,
  deletePosters,
  dropOwnFilesOfPosters,
  listPostersOfUser,
  listVideoFilesOfUser,
} from './privacy.repository.ts';

type Dependencies = {
  db: Database;
  storage: Storage;
  accounts: AccountsService;
  verification: VerificationService;
  membership: MembershipService;
  payouts: PayoutsService;
  logger: Logger;
};

/**
 * Deleting an account (decision 019): the password again, then a code mailed to the account, then the account,
 * its sessions, likes, videos and posters go. Posters that orders refer to stay without their creator (their
 * original photo and video deleted, the poster kept as a still); orders, checkouts, sold items, royalties and payouts
 * stay with the user's id set to null. Unpaid royalties are transferred first when a payout account is ready, else
 * forfeited; the membership is cancelled at the provider.
 */
export function createAccountDeletionService({
  db,
  storage,
  accounts,
  verification,
  membership,
  payouts,
  logger,
}: Dependencies) {
  async function postersOf(userId: number) {
    // A poster some order refers to is kept: the shop prints it and keeps its books (decision 019).
    const rows = await listPostersOfUser(db, userId);
    return rows.map((row) => ({
      id: row.id,
      kept: row.kept,
      previewPath: row.previewPath,
      printFiles: [row.generatedPath, row.previewPath, row.thumbnailPath, ...picturesOf(row.picturesId)],
      ownFiles: [row.originalPath, row.originalVideoPath, row.compressedVideoPath].filter((key): key is string =>
        Boolean(key),
      ),
    }));
  }

  async function preview(user: UserRow): Promise<DeletionPreview> {
    const [posters, owed, member] = await Promise.all([
      postersOf(user.id),
      payouts.unpaidOf(user.id),
      membership.info(user.id),
    ]);
    const keptPosters = posters.filter((poster) => poster.kept).length;
    return {
      unpaidRoyalties: owed.amount,
      royaltiesOutcome: owed.amount <= 0 ? 'none' : owed.payoutAccountReady ? 'transfer' : 'forfeit',
      keptPosters,
      deletedPosters: posters.length - keptPosters,
      membershipActive: member.isActive && !member.willCancelAtPeriodEnd,
    };
  }

  /** Step 1: the password again (a fresh proof, counted like a sign-in), then a code to the account's address. */
  async function start(user: UserRow, password: string, clientAddress: string): Promise<{ email: string }> {
    await accounts.confirmPassword(user, password, clientAddress);
    await verification.sendDeletionCode(user.email, clientAddress);
    return { email: user.email };
  }

  /** Step 2: the code, then the deletion. */
  async function confirm(user: UserRow, code: string, clientAddress: string): Promise<DeletionResult> {
    await verification.consumeDeletionCode(user.email, code, clientAddress);

    const member = await membership.info(user.id);
    if (member.isActive && !member.willCancelAtPeriodEnd) {
      // Throws (503) when the provider refuses: nothing is deleted while the membership could still renew.
      await membership.cancel(user.id);
    }
    const royaltiesTransferred = await payouts.settleFinal(user.id);
    const { amount: royaltiesForfeited } = await payouts.unpaidOf(user.id);

    const posters = await postersOf(user.id);
    const videos = await listVideoFilesOfUser(db, user.id);
    const deleted = posters.filter((poster) => !poster.kept);
    const kept = posters.filter((poster) => poster.kept);
    const filesToDelete = new Set<string>(
      [
        ...deleted.flatMap((poster) => [...poster.printFiles, ...poster.ownFiles]),
        ...kept.flatMap((poster) => poster.ownFiles),
        ...videos.flatMap((video) => [video.originalPath, video.compressedPath]),
      ].filter((key): key is string => Boolean(key)),
    );
    // A kept poster's print files are still needed, even where a video or original shares a key with them.
    for (const poster of kept) for (const key of poster.printFiles) filesToDelete.delete(key);

    await db.transaction(async (tx) => {
      if (deleted.length > 0)
        await deletePosters(
          tx,
          deleted.map((poster) => poster.id),
        );
      // The user's own photo and video are not needed to print: the print file stands in for the original.
      if (kept.length > 0)
        await dropOwnFilesOfPosters(
          tx,
          kept.map((poster) => poster.id),
        );
      // Cascades: sessions, likes, generations, videos, credit purchases, membership, payout account.
      // Set null: orders, catalogue orders, checkouts, sold items' creator, royalties, payouts, kept posters.
      await deleteAccountRows(tx, user);
    });

    for (const key of filesToDelete) {
      await storage
        .delete(key)
        .catch((error: unknown) => logger.warn({ err: error, key }, "a deleted account's file could not be removed"));
    }
    // A deleted poster's room previews go with its picture (decision 040); a kept poster keeps its preview and its room
    // previews.
    for (const poster of deleted) {
      await removeWallPreviews(storage, poster.previewPath).catch((error: unknown) =>
        logger.warn({ err: error, poster: poster.id }, "a deleted poster's room previews could not be removed"),
      );
    }
    return { deleted: true, royaltiesTransferred, royaltiesForfeited };
  }

  return { preview, start, confirm };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

/** The storage keys of a poster's public pictures (decision 039), none while they are not made. */
const picturesOf = (id: string | null) =>
  id
    ? POSTER_PICTURE_WIDTHS.flatMap((width) =>
        POSTER_PICTURE_FORMATS.map((format) => posterPictureKey(id, width, format)),
      )
    : [];
