import { enhanceContinueReading } from "./continue-reading";
import { enhanceCopyLink } from "./copy-link";
import { enhanceExclusiveDetails } from "./exclusive-details";
import { enhanceMobileMenu } from "./mobile-menu";
import { enhanceReadingProgress } from "./reading-progress";
import { rememberPart } from "./remember-part";
import { highlightSearchTerms } from "./search-highlight";
import { enhanceSearchLauncher } from "./search-launcher";
import { enhanceTabs } from "./tabs";
import { enhanceTocHighlight } from "./toc-highlight";
import { loadTweetWidget } from "./tweet-widget";

// The `enhance` page script: the whole of the browser code of pages that ship no framework
// script (docs/decisions/0014-pages-without-framework-script.md). Each behaviour looks for
// its own data attributes and does nothing on pages without them. As a module script it runs
// once the document is parsed. (Visits and reading depth are the analytics page script's,
// which every page loads.)
enhanceMobileMenu(document);
enhanceSearchLauncher(document);
highlightSearchTerms(document);
enhanceReadingProgress(document);
enhanceTocHighlight(document);
enhanceCopyLink(document);
rememberPart(document);
enhanceContinueReading(document);
enhanceExclusiveDetails(document);
enhanceTabs(document);
loadTweetWidget(document);

// Browser tests wait for this mark before using the behaviours.
document.documentElement.dataset.enhanced = "true";
