// The artwork files as other modules use them: store an upload, check a quote's file references
// are the client's own, serve or remove a file, and the stored file's answer shape.

export { assertClientFiles } from './assert-client-files.ts';
export { downloadFile, sendAttachment } from './download-file.ts';
export { CHOOSE_CLIENT } from './file-owner.ts';
export { type StoredFileRow, storedFileAnswerOf } from './files.repo.ts';
export { removeObjects, visualKeysOfQuote } from './quote-visual-objects.ts';
export { type StagedFile, stageFile, storeFile, type Upload } from './store-file.ts';
