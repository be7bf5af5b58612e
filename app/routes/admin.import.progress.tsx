import { useRouteLoaderData } from "react-router";
import { ProgressPanel } from "~/components/importer/ProgressPanel";
import type { loader as importerLoader } from "./admin.import";

/** The Progress tab reads the batch its layout loads (and keeps live). */
export default function ProgressTab() {
  const importer = useRouteLoaderData<typeof importerLoader>("routes/admin.import");
  return <ProgressPanel batch={importer?.batch} />;
}
