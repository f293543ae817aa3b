export { FileField, type FileFieldProps } from './file-field';
/** The file field's classes, for a file control laid out differently (an image with its preview). */
export { default as fileFieldStyles } from './file-field.module.css';
