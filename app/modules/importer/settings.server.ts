import type { Config } from "~/config.server";
import type { DownloadOptions } from "~/modules/images/download.server";

export interface ImportSettings {
  maxFileBytes: number;
  maxBatchBytes: number;
  download: DownloadOptions;
}

export function importSettings(config: Config): ImportSettings {
  return {
    maxFileBytes: config.IMPORT_MAX_FILE_BYTES,
    maxBatchBytes: config.IMPORT_MAX_BATCH_BYTES,
    download: {
      timeoutMs: config.IMPORT_IMAGE_TIMEOUT_MS,
      maxBytes: config.IMPORT_IMAGE_MAX_BYTES,
      allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS,
    },
  };
}
