import { conversionTasks } from "./conversion-tasks";
import { serveTasks } from "./serve-tasks";

serveTasks(conversionTasks);
