import "./prose.css";
import "./cards.css";

/** The class that styles stored playbook HTML; importing it brings the stylesheet along. */
export const PROSE_CLASS = "playbook-prose";
