/**
 * Place names a resume prints without a country or US state to vouch for them: the regions of
 * countries whose addresses name one ('Toronto, Ontario', 'Sydney, NSW', 'Pune, Maharashtra'),
 * and large cities a header may print alone ('Leeds', 'Melbourne'). Lower case. Cities that are
 * also common words ('Reading', 'Mobile', 'Nice') are left out: alone, they say nothing.
 */
export const REGIONS = new Set(
  `ontario|quebec|québec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland and labrador|
  prince edward island|yukon|nunavut|northwest territories|new south wales|nsw|victoria|vic|queensland|qld|western australia|
  south australia|tasmania|tas|australian capital territory|act|northern territory|maharashtra|karnataka|tamil nadu|kerala|
  telangana|andhra pradesh|gujarat|rajasthan|uttar pradesh|west bengal|punjab|haryana|delhi|madhya pradesh|bihar|odisha|
  bavaria|bayern|berlin|hamburg|hesse|hessen|saxony|sachsen|baden-württemberg|north rhine-westphalia|nordrhein-westfalen|
  lower saxony|niedersachsen|catalonia|catalunya|andalusia|madrid|lombardy|lombardia|lazio|île-de-france|auckland|wellington|
  canterbury|otago|gauteng|western cape|kwazulu-natal|metro manila|sabah|selangor|bali|jakarta|dubai|abu dhabi`
    .split('|')
    .map((name) => name.trim()),
);

export const CITIES = new Set(
  `new york|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|austin|san jose|jacksonville|
  fort worth|columbus|charlotte|indianapolis|san francisco|seattle|denver|washington|boston|el paso|nashville|detroit|
  oklahoma city|portland|las vegas|memphis|louisville|baltimore|milwaukee|albuquerque|tucson|fresno|sacramento|kansas city|
  atlanta|miami|raleigh|omaha|minneapolis|tulsa|cleveland|tampa|new orleans|honolulu|pittsburgh|cincinnati|st. louis|
  salt lake city|boise|anchorage|toronto|montreal|montréal|vancouver|calgary|edmonton|ottawa|winnipeg|halifax|
  london|manchester|birmingham|leeds|glasgow|edinburgh|liverpool|bristol|sheffield|cardiff|belfast|newcastle|nottingham|
  leicester|cambridge|oxford|brighton|aberdeen|dublin|cork|galway|paris|lyon|marseille|toulouse|bordeaux|lille|berlin|
  munich|münchen|hamburg|frankfurt|cologne|köln|stuttgart|düsseldorf|leipzig|dresden|vienna|wien|zurich|zürich|geneva|
  basel|bern|amsterdam|rotterdam|the hague|utrecht|eindhoven|brussels|antwerp|ghent|luxembourg|copenhagen|aarhus|
  stockholm|gothenburg|malmö|oslo|bergen|helsinki|tampere|reykjavik|madrid|barcelona|valencia|seville|bilbao|málaga|
  lisbon|porto|rome|milan|naples|turin|florence|bologna|athens|thessaloniki|istanbul|ankara|warsaw|kraków|krakow|wrocław|
  gdańsk|poznań|prague|brno|budapest|bratislava|vienna|ljubljana|zagreb|belgrade|bucharest|cluj-napoca|sofia|kyiv|kiev|
  lviv|vilnius|riga|tallinn|moscow|saint petersburg|tel aviv|jerusalem|haifa|dubai|abu dhabi|doha|riyadh|jeddah|cairo|
  casablanca|lagos|abuja|accra|nairobi|kampala|kigali|addis ababa|johannesburg|cape town|durban|pretoria|mumbai|delhi|
  new delhi|bangalore|bengaluru|hyderabad|chennai|kolkata|pune|ahmedabad|jaipur|kochi|noida|gurgaon|gurugram|karachi|
  lahore|islamabad|dhaka|colombo|kathmandu|singapore|kuala lumpur|bangkok|jakarta|manila|ho chi minh city|hanoi|
  hong kong|taipei|seoul|busan|tokyo|osaka|kyoto|yokohama|beijing|shanghai|shenzhen|guangzhou|chengdu|hangzhou|
  sydney|melbourne|brisbane|perth|adelaide|canberra|hobart|auckland|wellington|christchurch|mexico city|guadalajara|
  monterrey|bogotá|bogota|medellín|lima|santiago|buenos aires|são paulo|sao paulo|rio de janeiro|montevideo|quito|caracas`
    .split('|')
    .map((name) => name.trim()),
);
