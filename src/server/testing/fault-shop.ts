import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxObjects } from '../db/schema.ts';
import type { ServerProcess } from './server-process.ts';
import { call, creditsOf, photoDataUrl, seedUser } from './server-data.ts';
import type { SeededUser, ServerData } from './server-data.ts';

/**
 * The shop the fault tests (src/server/faults/) stop a server in: the pieces each of them sets up the same way.
 */

/** After the file: the server killed if a test left it running (its output shown with FAULT_DEBUG), its data gone. */
export async function endFaultRun(server: ServerProcess | undefined, data: ServerData | undefined) {
  if (server && process.env.FAULT_DEBUG) console.log(server.output());
  await server?.stop('SIGKILL');
  await data?.remove();
}

/**
 * A creator, two makers with credits to generate (2 free and 10 paid; 10 paid), two buyers, and the creator's
 * catalogue posters (`seedPosters`), written before the server starts; with the makers' credits at that point.
 */
export async function seedFaultShop<Posters>(
  data: ServerData,
  seedPosters: (db: Database, creatorId: number) => Promise<Posters>,
) {
  const seeded = await data.open();
  try {
    const creator = await seedUser(seeded.db, data);
    const makers = [
      await seedUser(seeded.db, data, { free: 2, paid: 10 }),
      await seedUser(seeded.db, data, { free: 0, paid: 10 }),
    ];
    const buyers = [await seedUser(seeded.db, data), await seedUser(seeded.db, data)];
    const posters = await seedPosters(seeded.db, creator.id);
    return { creator, makers, buyers, posters, creditsBefore: await creditsOf(seeded.db, makers) };
  } finally {
    await seeded.close();
  }
}

export type RequestedGeneration = { maker: SeededUser; confirmationId: string };

/** How often a generation refused as busy is sent: its Retry-After (5 s) times this is a minute. */
const BUSY_ATTEMPTS = 12;

/**
 * `count` generations sent at once by the makers in turn, each with its own confirmation id so it can be polled
 * whatever its POST answered (`posts` never rejects: a request the server never answered is null). The server admits
 * a few uploads at once and answers the rest 503 `busy` before reading them (decision 036): those are sent
 * again after the server's Retry-After, as a patient browser would, up to `BUSY_ATTEMPTS` times (a test that needs
 * every generation accepted then fails on the last refusal's answer).
 */
export async function sendGenerations(url: string, makers: SeededUser[], count: number) {
  const photo = await photoDataUrl();
  const requested: RequestedGeneration[] = Array.from({ length: count }, (_, index) => ({
    maker: makers[index % makers.length]!,
    confirmationId: randomUUID(),
  }));
  const send = async ({ maker, confirmationId }: RequestedGeneration) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(url, 'POST', '/api/generate-gpt-image', {
        cookie: maker.cookie,
        body: { style: 'popart', imageData: photo, confirmationId },
      });
      if (answer.status !== 503 || answer.json?.code !== 'busy' || attempt === BUSY_ATTEMPTS) return answer;
      // after the server's Retry-After, as a browser would: sooner would spend the sender's rate limit on refusals
      const seconds = Number(answer.headers.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };
  const posts = requested.map((generation) => send(generation).catch(() => null));
  return { requested, posts };
}

/** The poll answer of one generation, from the server at `url`. */
export const checkGeneration = (url: string, { maker, confirmationId }: RequestedGeneration) =>
  call(url, 'GET', `/api/check-generation/${confirmationId}`, { cookie: maker.cookie });

/** The poll answers of these generations, or throws if one failed (a stop or a crash must not fail a generation). */
export async function unfailedGenerations(url: string, requested: RequestedGeneration[]) {
  const states = await Promise.all(requested.map(async (generation) => (await checkGeneration(url, generation)).json));
  const failed = states.find((state) => state?.status === 'failed');
  if (failed) throw new Error(`a generation failed after the restart: ${JSON.stringify(failed)}`);
  return states;
}

/** The sandbox's payment intents that succeeded: each must have its order. */
export const succeededIntents = (db: Database) =>
  db
    .select({ id: sandboxObjects.id, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(sql`${sandboxObjects.kind} = 'payment_intent' and ${sandboxObjects.data}->>'status' = 'succeeded'`);
