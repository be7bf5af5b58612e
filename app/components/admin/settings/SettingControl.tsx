import { Server } from "lucide-react";
import { formatAdminDate } from "~/modules/admin/format";
import type { SettingFieldView } from "~/modules/settings/settings-page.server";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 read-only:bg-slate-50 read-only:text-slate-700";

interface SettingControlProps {
  field: SettingFieldView;
  /** What was typed in a refused form (never a secret). */
  typed?: string;
  error?: string;
}

/**
 * One setting: its input, what it does, its environment variable, and where the value in force
 * comes from. Set by the server, it is read-only; a secret is never shown, only its mask, and
 * left empty keeps the stored one.
 */
export function SettingControl({ field, typed, error }: SettingControlProps) {
  const id = `setting-${field.key}`;
  const fromServer = field.source === "environment";
  const described = [`${id}-help`, error && `${id}-error`, field.problem && `${id}-problem`].filter(Boolean).join(" ");
  const common = { id, "aria-describedby": described, "aria-invalid": error ? true : undefined, className: inputClass };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {field.label}
        </label>
        {fromServer && (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            <Server aria-hidden="true" className="size-3" />
            Set by the server
          </span>
        )}
      </div>
      {fieldInput(field, common, typed, fromServer)}
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {field.help} {fromServer ? "Change it in the server's environment: " : "Environment variable: "}
        <code className="font-mono text-xs">{field.key}</code>
        {fromServer ? " (it wins over this page)." : "."}
        {field.source === "admin" && field.updatedAt && (
          <>
            {" "}
            Saved {formatAdminDate(field.updatedAt)}
            {field.updatedBy ? ` by ${field.updatedBy}` : ""}.
          </>
        )}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {field.problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-amber-900">
          {field.problem}
        </p>
      )}
    </div>
  );
}

/** "Mail server" reads "mail server" mid-sentence; "API key" keeps its capitals. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

type CommonProps = {
  id: string;
  "aria-describedby": string;
  "aria-invalid": boolean | undefined;
  className: string;
};

function fieldInput(field: SettingFieldView, common: CommonProps, typed: string | undefined, fromServer: boolean) {
  if (field.input === "secret") return <SecretInput field={field} common={common} fromServer={fromServer} />;
  if (field.input === "image") return <ShareImageInput field={field} common={common} fromServer={fromServer} />;
  const value = typed ?? field.value ?? "";
  const named = fromServer ? { readOnly: true } : { name: field.key };
  if (field.input === "textarea")
    return <textarea {...common} {...named} defaultValue={value} rows={3} maxLength={300} />;
  return (
    <input
      {...common}
      {...named}
      type={field.input === "number" ? "number" : field.input === "url" ? "url" : "text"}
      min={field.input === "number" ? 1 : undefined}
      inputMode={field.input === "number" ? "numeric" : undefined}
      defaultValue={value}
      placeholder={field.placeholder}
      autoComplete="off"
      spellCheck={field.input === "url" ? false : undefined}
    />
  );
}

function SecretInput({
  field,
  common,
  fromServer,
}: {
  field: SettingFieldView;
  common: CommonProps;
  fromServer: boolean;
}) {
  if (fromServer) return <input {...common} readOnly type="text" value={field.masked ?? "(empty)"} />;
  return (
    <>
      <input
        {...common}
        name={field.key}
        type="password"
        autoComplete="new-password"
        placeholder={field.masked ? `Stored: ${field.masked} (leave empty to keep it)` : "Not set"}
      />
      {field.masked && field.source === "admin" && (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={`${field.key}:remove`} className="size-4" />
          Remove the stored {inSentence(field.label)}
        </label>
      )}
    </>
  );
}

function ShareImageInput({
  field,
  common,
  fromServer,
}: {
  field: SettingFieldView;
  common: CommonProps;
  fromServer: boolean;
}) {
  return (
    <>
      {field.value ? (
        <img
          src={field.value}
          alt="What shared pages show now"
          width={1200}
          height={630}
          className="mt-2 aspect-[1200/630] w-full max-w-sm rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <p className="mt-1 text-sm text-slate-700">None yet: shared pages show the site's stock image.</p>
      )}
      {fromServer ? (
        <input {...common} readOnly type="text" value={field.value ?? ""} />
      ) : (
        <>
          <input
            {...common}
            name={`${field.key}_FILE`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="mt-2 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          />
          {field.source === "admin" && (
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name={`${field.key}:remove`} className="size-4" />
              Remove it (shared pages show the site's stock image)
            </label>
          )}
        </>
      )}
    </>
  );
}
