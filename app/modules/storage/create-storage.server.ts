import path from "node:path";
import type { Config } from "~/config.server";
import { S3Storage } from "./s3-storage.server";
import { FileSystemStorage, type MediaStorage } from "./storage.server";

/** The bucket STORAGE_URL names, or else the media folder inside DATA_DIR. */
export function createMediaStorage(config: Pick<Config, "STORAGE_URL" | "DATA_DIR">): MediaStorage {
  return config.STORAGE_URL
    ? new S3Storage(config.STORAGE_URL)
    : new FileSystemStorage(path.join(config.DATA_DIR, "media"));
}
