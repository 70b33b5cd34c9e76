/** A multipart body with one file in `field`, the shape every upload route reads. */
export const fileForm = (field: string, file: File) => {
  const form = new FormData();
  form.append(field, file);
  return form;
};
