import { ChevronRight, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** The signed-in admin, shown beside Log out. */
  admin?: { email: string };
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** False on the panel itself, which needs no way back to the panel. */
  showBreadcrumb?: boolean;
  children: ReactNode;
}

/** The frame of every signed-in admin screen: way back to the panel, who is signed in, Log out, title. */
export function AdminPage({ title, description, admin, actions, showBreadcrumb = true, children }: AdminPageProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 text-sm">
        {showBreadcrumb ? (
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1 text-slate-600">
              <li>
                <Link to="/admin" className="font-medium text-brand-700 hover:underline">
                  Admin panel
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="text-slate-900">
                {title}
              </li>
            </ol>
          </nav>
        ) : (
          <span className="font-medium text-slate-600">Admin area</span>
        )}
        <LogoutForm email={admin?.email} />
      </div>
      <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-950">{title}</h1>
          {description && <p className="mt-2 max-w-3xl text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-8">{children}</div>
    </main>
  );
}

function LogoutForm({ email }: { email?: string }) {
  return (
    <Form method="post" action="/admin/logout" className="flex items-center gap-3">
      {email && <span className="text-slate-600">Signed in as {email}</span>}
      <button type="submit" className={buttonClass("secondary", "sm")}>
        <LogOut aria-hidden="true" className="size-4" />
        Log out
      </button>
    </Form>
  );
}
