import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { questionErrors } from './questionErrors';

describe('questionErrors (spec §8 "A 422 on add-to-basket")', () => {
  it('puts the first message of each custom_question_answers key on the question named by the last segment', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      'items.0.custom_question_answers.12': ['Answer 12 is required', 'second'],
      'custom_question_answers.34': ['Pick one'],
      'items.0.quantity': ['Quantity must be at least 1'],
      'items.1.custom_question_answers.12': ['later duplicate'],
      'custom_question_answers.56': [],
    });
    expect(questionErrors(error)).toEqual({
      byQuestionId: { '12': 'Answer 12 is required', '34': 'Pick one' },
      message: 'The given data was invalid.',
    });
  });
  it("passes the server's 'Please complete all required questions.' through", () => {
    expect(questionErrors(new ApiError(422, 'Please complete all required questions.'))).toEqual({
      byQuestionId: {},
      message: 'Please complete all required questions.',
    });
  });
  it('uses a bare custom_question_answers message as the form-level text', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      'items.0.custom_question_answers': ['Please complete all required questions.'],
      custom_question_answers: ['ignored second'],
    });
    expect(questionErrors(error)).toEqual({ byQuestionId: {}, message: 'Please complete all required questions.' });
  });
  it.each<[unknown]>([[new ApiError(500, 'Something has gone wrong, please try again.')], [new ApiError(409, 'x', { 'custom_question_answers.1': ['y'] })], [new Error('boom')], ['text']])(
    'gives nothing for %o',
    (error) => expect(questionErrors(error)).toEqual({ byQuestionId: {}, message: null }),
  );
});
