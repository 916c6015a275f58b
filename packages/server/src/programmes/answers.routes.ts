import { cartQuestionsParamsSchema, questionAnswersBodySchema, questionAnswersParamsSchema, questionAnswersResponseSchema } from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import type { RoutePlugin } from '../http/routeDeps';
import { answerBundles, bookingBundleIds, cartBundleIds, sessionBundleIds } from './answers.repo';

/**
 * Spec §7 question answers: POST /api/activities/cart/{cartId}/questions (the caller's basket: its camps and courses),
 * POST /api/activities/{id}/questions/answers (a booking by numeric id) and …/occurrences/{id}/questions/answers (the
 * booking of a session by its v2 id, for the user the call acts for). Another customer's cart or booking is not found.
 */
export const questionAnswersRoutes: RoutePlugin = async (app) => {
  const reply = { 200: questionAnswersResponseSchema };

  app.post('/activities/cart/:cartId/questions', { schema: { params: cartQuestionsParamsSchema, body: questionAnswersBodySchema, response: reply } }, async (request) => {
    const customer = requireCustomer(request);
    const bundleIds = await cartBundleIds(request.ctx.db, customer.userId, request.params.cartId);
    return { data: await answerBundles(request.ctx.db, bundleIds, request.body.answers) };
  });

  app.post('/activities/:id/questions/answers', { schema: { params: questionAnswersParamsSchema, body: questionAnswersBodySchema, response: reply } }, async (request) => {
    const bundleIds = await bookingBundleIds(request.ctx.db, requireCustomer(request), request.params.id);
    return { data: await answerBundles(request.ctx.db, bundleIds, request.body.answers) };
  });

  app.post('/activities/occurrences/:id/questions/answers', { schema: { params: questionAnswersParamsSchema, body: questionAnswersBodySchema, response: reply } }, async (request) => {
    const bundleIds = await sessionBundleIds(request.ctx.db, requireCustomer(request), request.params.id);
    return { data: await answerBundles(request.ctx.db, bundleIds, request.body.answers) };
  });
};
