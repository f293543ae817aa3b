export {
  downloadFile,
  uploadFile,
  type DownloadOptions,
  type UploadOptions,
} from './file-transfer';
export { apiUrl, resetFileApiRoot, setFileApiRoot } from './api-root';
export { fileNameOf } from '@registrar/shared-api';
