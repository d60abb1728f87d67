/** The uploaded pictures' files, by their address in the front matter (plugins/blog-pictures). */
declare module '@generated/blog-pictures/default/pictures' {
  import type {UploadedPicture} from '@site/src/components/Blog/ArticleImage';

  const pictures: Record<string, UploadedPicture>;
  export default pictures;
}
