/**
 * React 19 builds a `FormData(form)` when a submit handler starts a transition (React Router's navigate does); the
 * test environment's FormData is Node's, which takes no form element. Lets it take one (and ignore it) in a test.
 */
export function allowFormDataOfForms(): () => void {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(..._args: unknown[]) {
      super();
    }
  }
  globalThis.FormData = FormDataOfForm as typeof FormData;
  return () => {
    globalThis.FormData = NodeFormData;
  };
}
