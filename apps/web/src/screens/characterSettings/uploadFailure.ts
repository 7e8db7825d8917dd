import type { TFunction } from 'i18next';

import { toast } from '../../components/toast/toastStore.ts';
import { UploadFailedError, UploadQuotaError } from '../../data/uploads/uploadImage.ts';
import { retryAfterOf } from '../../i18n/errorText.ts';

const MIB = 1024 * 1024;

/** Megabytes with at most one decimal, written the way the language writes numbers. */
function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / MIB);
}

/**
 * Says why a portrait was not uploaded: a full quota is not a bad image (the user frees space),
 * an hourly limit says when to try again (the error dictionary's RATE_LIMITED text), anything
 * else is the spec's 'could not be uploaded' (§8).
 */
export function showUploadFailure(
  error: unknown,
  t: TFunction<['character', 'routes']>,
  language: string,
): void {
  if (error instanceof UploadQuotaError) {
    toast.error(
      t('settings.uploadQuotaFull', {
        used: megabytes(error.usedBytes, language),
        quota: megabytes(error.quotaBytes, language),
      }),
    );
  } else if (error instanceof UploadFailedError && retryAfterOf(error.cause) !== undefined) {
    toast.error(error.cause);
  } else {
    toast.error(t('settings.uploadFailed'));
  }
}
