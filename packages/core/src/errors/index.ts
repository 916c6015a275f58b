// Spec §8 error texts and field-error mapping: the names the package exports from errors/.
export { specMessages, busyMessageFragment } from './specMessages';
export { ourMessages } from './ourMessages';
export { appMessages, waitingRoomMessages } from './shellMessages';
export { cartMessages, discountMessages } from './basketMessages';
export {
  messages,
  messageForStatus,
  extraRemovedMessage,
  extraRemoveFailedMessage,
  unsupportedProviderMessage,
  unsupportedQuestionTypeMessage,
  lengthMessages,
} from './messages';
export { fieldErrorsOf, type PathIssue } from './fieldErrors';
