import type { ApiErrorBody, ApiSuccess, UploadResult } from '@wellness/shared/domain';

/** Why an upload failed when the network did (the API says its own refusals). */
export const UPLOAD_FAILED = 'The upload failed. Check your connection and try again.';

export interface UploadOptions {
  apiBaseUrl: string;
  token: string | null;
  /** 0 to 100, as the bytes go out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/uploads with one image, by XMLHttpRequest so its upload progress can be shown (fetch has none). Answers
 * the stored image's path (`/uploads/…`); rejects with the API's message.
 */
export function uploadImage(file: File, { apiBaseUrl, token, onProgress, signal }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl}/api/uploads`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (ApiSuccess<UploadResult> & Partial<ApiErrorBody>) | null;
      const url = body?.data?.urls?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && url) {
        onProgress(100);
        resolve(url);
      } else {
        reject(new Error(body?.error?.message || `API request failed with status ${xhr.status}.`));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new DOMException('The upload was canceled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('files', file, file.name);
    xhr.send(body);
  });
}
