// A field's error shown when it loses focus makes the form taller and moves the buttons below it.
// When the focus is lost because a button of the form is being pressed, the button moves between
// press and release, the click lands beside it and the submit is lost: with two invalid fields the
// user saw one error and had to submit again to see the others. A field's own check therefore
// waits while a pointer is pressed, and shows once the click that released it has been handled.

let pressed = false;
let waiting: Array<() => void> = [];
const watched = new WeakSet<Document>();

function flush(): void {
  if (pressed) return;
  const done = waiting;
  waiting = [];
  for (const resolve of done) resolve();
}

function release(): void {
  pressed = false;
  // The click follows the release in the same input task: answer after it, in the next task.
  setTimeout(flush, 0);
}

/** Follows pointer presses on the document (once per document), so `pointerReleased` knows whether one is under way. */
export function watchPointer(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener('pointerdown', () => { pressed = true; }, true);
  for (const event of ['pointerup', 'pointercancel', 'click'] as const) doc.addEventListener(event, release, true);
  // A press that ends outside the window never sends pointerup here.
  doc.defaultView?.addEventListener('blur', release);
}

/** Resolves at once when no pointer is pressed, else after the click of the press under way has been handled. */
export function pointerReleased(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
