import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { parseInput } from '../http/validation.ts';
import { languages } from '../../shared/i18n/languages.ts';
import { key } from '../../shared/i18n/catalogue.ts';
import { setUserLanguage } from '../modules/accounts/users.repository.ts';
import { keepLanguage } from './request-language.ts';

const languageChoice = z.object({ language: z.enum(languages, { error: () => key('common.unknownLanguage') }) });

/**
 * `PUT /api/language`: the visitor's choice from the switcher. Kept in the cookie for everyone and, for a signed-in
 * user, on the account, so the mails the shop sends them later speak it too.
 */
export const languageRoutes: FastifyPluginAsync<{ db: Database; secureCookies: boolean }> = async (
  app,
  { db, secureCookies },
) => {
  app.put('/api/language', async (request, reply) => {
    const { language } = parseInput(languageChoice, request.body);
    keepLanguage(reply, language, secureCookies);
    if (request.user) await setUserLanguage(db, request.user.id, language);
    return { language };
  });
};
