/** Common English words (longer than three letters) that say nothing about a playbook's topic. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `about above after again against also although always among another anyone anything aren't around because been
  before being below between both came can't cannot could couldn't didn didn't does doesn't doing don't done
  down during each either else enough even ever every fifth first fourth from further gets getting give given
  goes going gone hasn't have haven't having here here's hers herself himself however into isn't it's itself
  just keep know last less let's like made make makes making many maybe more most much must myself need needs
  never next none only onto other others ought ours ourselves over part parts really same second section
  sections should shouldn't since some something step steps still such sure take than that that's their theirs
  them themselves then there there's these they they'll they're thing things third this those though through
  thus together toward under until upon used uses using very want wants wasn't we're we've well were weren't
  what what's whatever when where whether which while whom whose will with within without won't would wouldn't
  you'll you're you've your yours yourself yourselves`.split(/\s+/),
);
