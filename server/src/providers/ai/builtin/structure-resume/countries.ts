/**
 * Countries as resumes print them after a city ('Berlin, Germany', 'Seoul, Republic of Korea'),
 * in their usual English names, short forms and common abbreviations. Lower case.
 */
export const COUNTRIES = new Set(
  `afghanistan|albania|algeria|andorra|angola|argentina|armenia|australia|austria|azerbaijan|bahamas|bahrain|
  bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|bosnia and herzegovina|botswana|brazil|brunei|
  bulgaria|burkina faso|cambodia|cameroon|canada|chile|china|people's republic of china|colombia|costa rica|
  croatia|cuba|cyprus|czech republic|czechia|denmark|dominican republic|ecuador|egypt|el salvador|estonia|
  ethiopia|fiji|finland|france|georgia|germany|ghana|greece|guatemala|honduras|hong kong|hungary|iceland|india|
  indonesia|iran|iraq|ireland|republic of ireland|israel|italy|jamaica|japan|jordan|kazakhstan|kenya|kosovo|kuwait|
  kyrgyzstan|laos|latvia|lebanon|liechtenstein|lithuania|luxembourg|macau|madagascar|malawi|malaysia|maldives|
  malta|mauritius|mexico|moldova|monaco|mongolia|montenegro|morocco|mozambique|myanmar|namibia|nepal|netherlands|
  the netherlands|new zealand|nicaragua|nigeria|north macedonia|norway|oman|pakistan|panama|paraguay|peru|
  philippines|the philippines|poland|portugal|puerto rico|qatar|romania|russia|rwanda|saudi arabia|senegal|serbia|
  singapore|slovakia|slovenia|south africa|south korea|korea|republic of korea|spain|sri lanka|sweden|switzerland|
  taiwan|tanzania|thailand|trinidad and tobago|tunisia|turkey|türkiye|uganda|ukraine|united arab emirates|uae|
  united kingdom|uk|england|scotland|wales|northern ireland|united states|united states of america|usa|us|
  uruguay|uzbekistan|venezuela|vietnam|viet nam|zambia|zimbabwe`
    .split('|')
    .map((name) => name.trim()),
);
