import { Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FORMATS,
  IMAGE_FORMATS,
  describeDocuments,
  isDocumentFile,
  isImageFile,
} from "~/modules/importer/file-types";
import { formatFileSize } from "~/modules/importer/source";
import { FileDropZone } from "./FileDropZone";

interface BatchImportFormProps {
  maxFileBytes: number;
  /** A .zip (a document with its images) may be as large as a whole batch. */
  maxBatchBytes: number;
  /** A batch is still running: another cannot start until it finishes. */
  batchRunning: boolean;
  /** Why the last upload was refused, from the server. */
  error?: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The Batch Import tab: HTML files and images, then 'Process All Files'. */
export function BatchImportForm({ maxFileBytes, maxBatchBytes, batchRunning, error }: BatchImportFormProps) {
  const [htmlFiles, setHtmlFiles] = useState<File[]>([]);
  const [images, setImages] = useState<File[]>([]);
  const [hydrated, setHydrated] = useState(false);
  const navigation = useNavigation();
  const toast = useToast();
  const uploading = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const busy = uploading || batchRunning;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (error) toast({ title: "Error", description: error, variant: "destructive" });
  }, [error, toast]);

  const changeHtml = (next: File[]) => {
    const added = next.slice(htmlFiles.length).map((file) => file.name);
    if (added.length > 0)
      toast({ title: "Documents Added", description: `${describeDocuments(added)} ready to process.` });
    setHtmlFiles(next);
  };
  const changeImages = (next: File[]) => {
    if (next.length > images.length)
      toast({ title: "Images Added", description: `${plural(next.length - images.length, "image")} ready to match.` });
    setImages(next);
  };

  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6">
      <ResultNotice result={error ? { ok: false, message: error } : undefined} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FileDropZone
          name="htmlFiles"
          label="HTML files and other documents"
          hint={`Drop web pages (.html, .htm), Markdown (.md), Word (.docx) or zipped exports from Google Docs and Notion (.zip) here or choose them: up to ${formatFileSize(maxFileBytes)} each, a .zip up to ${formatFileSize(maxBatchBytes)}.`}
          accept={DOCUMENT_ACCEPT}
          accepts={isDocumentFile}
          formats={DOCUMENT_FORMATS}
          files={htmlFiles}
          onFilesChange={changeHtml}
          maxBytesFor={(file) => (/\.zip$/i.test(file.name) ? maxBatchBytes : maxFileBytes)}
        />
        <FileDropZone
          name="images"
          label="Images"
          hint="Drop the images the pages use; they are matched to the pages by file name."
          accept="image/*"
          accepts={isImageFile}
          formats={IMAGE_FORMATS}
          files={images}
          onFilesChange={changeImages}
          maxBytesFor={() => maxFileBytes}
        />
      </div>
      <button
        type="submit"
        // Before scripts load the list is unknown, so the button stays usable and the server checks.
        disabled={hydrated && (busy || htmlFiles.length === 0)}
        className={buttonClass("primary", "lg")}
      >
        <Play aria-hidden="true" className="size-4" />
        {busy ? "Processing Batch..." : "Process All Files"}
      </button>
    </Form>
  );
}
