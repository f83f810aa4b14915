/** The id of the <script type="application/json"> that carries a page's image rows to the browser. */
export const IMAGES_ELEMENT_ID = '__images';
