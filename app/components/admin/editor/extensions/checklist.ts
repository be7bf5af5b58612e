import { TaskItem, TaskList } from "@tiptap/extension-list";

/** A checklist (TipTap's task list), stored as the shared contract says: `<ul data-type="taskList">`. */
export const Checklist = TaskList;

/**
 * A checklist item, stored as `<li data-type="taskItem" data-checked="true|false">` and its
 * blocks, without the editor's own checkbox (readers get theirs from the reader, in words too).
 * "[ ] " or "[x] " at the start of a line makes one.
 */
export const ChecklistItem = TaskItem.extend({
  renderHTML({ node }) {
    return ["li", { "data-type": "taskItem", "data-checked": node.attrs.checked ? "true" : "false" }, 0];
  },
}).configure({ nested: true });
