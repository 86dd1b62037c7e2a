/**
 * The three case studies the site starts with, copied from the texts the code and translation files held
 * before the editor (pages:industries.cases, home:successStories.items, core/content/case-quotes.ts): what
 * the migration (drizzle/0020_case_studies.sql) must insert and the public pages must still show.
 */
import type { CaseFigure, CaseSector, CaseText } from "#core/domain/case-studies";
import type { Lang } from "#core/i18n/languages";

export interface InitialCase {
  key: string;
  sector: CaseSector;
  icon: string;
  results: CaseFigure[];
  sample: boolean;
  texts: Record<Lang, CaseText>;
}

export const INITIAL_CASES: InitialCase[] = [
  {
    key: "automotive",
    sector: "automotive",
    icon: "Car",
    results: [
      {
        id: "satisfaction",
        value: 23,
        unit: "percent",
      },
      {
        id: "retention",
        value: 12,
        unit: "percent",
      },
    ],
    sample: true,
    texts: {
      en: {
        industry: "Automotive & Mobility",
        title: "Winning back service customers",
        challenge:
          "A multi-brand vehicle distributor saw customers leave its authorized service network once their warranties expired, and had no clear view of why.",
        solution:
          "We mapped the ownership experience across 50+ touchpoints, ran mystery shopping in all 12 service centers and surveyed recent service customers. A driver analysis identified the five moments with the greatest effect on return visits, and each center received a coaching plan built on its own results.",
        resultLabels: {
          satisfaction: "increase in customer satisfaction",
          retention: "uplift in service retention",
        },
        storyTitle: "Turning after-sales into a loyalty engine",
        story:
          "A vehicle distributor was losing service customers to independent workshops once warranties expired. We mapped the ownership journey, ran mystery shopping in all 12 service centers and helped each center fix the moments that matter most.",
        storyLabels: {
          satisfaction: "increase in customer satisfaction",
          retention: "service retention uplift",
        },
        quote:
          "For the first time we could see, center by center, why owners stopped coming back after the warranty, and every team knew what to fix first.",
        attribution: "Head of After-Sales, a regional automotive distributor",
      },
      ar: {
        industry: "السيارات والتنقل",
        title: "استعادة عملاء الصيانة",
        challenge:
          "لاحظ موزع سيارات متعدد العلامات أن عملاءه يغادرون شبكة الصيانة المعتمدة بعد انتهاء الضمان، دون أن يعرف السبب بوضوح.",
        solution:
          "رسمنا تجربة الملكية عبر أكثر من 50 نقطة تواصل، وأجرينا زيارات المتسوق الخفي في مراكز الخدمة الاثني عشر جميعها، واستطلعنا آراء عملاء الصيانة الجدد. حدّد تحليل المحركات اللحظات الخمس الأكثر تأثيرًا في عودة العملاء، وحصل كل مركز على خطة تطوير مبنية على نتائجه.",
        resultLabels: {
          satisfaction: "زيادة في رضا العملاء",
          retention: "ارتفاع في الاحتفاظ بعملاء الصيانة",
        },
        storyTitle: "تحويل خدمات ما بعد البيع إلى محرك للولاء",
        story:
          "كان أحد موزعي السيارات يفقد عملاء الصيانة لصالح الورش المستقلة بعد انتهاء فترة الضمان. رسمنا رحلة الملكية كاملة، وأجرينا زيارات المتسوق الخفي في مراكز الخدمة الاثني عشر جميعها، وساعدنا كل مركز على معالجة اللحظات الأكثر تأثيرًا في تجربة العميل.",
        storyLabels: {
          satisfaction: "زيادة في رضا العملاء",
          retention: "ارتفاع في الاحتفاظ بعملاء الصيانة",
        },
        quote:
          "لأول مرة رأينا، مركزًا تلو الآخر، لماذا يتوقف الملاك عن العودة بعد انتهاء الضمان، وعرف كل فريق ما عليه إصلاحه أولًا.",
        attribution: "رئيس خدمات ما بعد البيع، موزع سيارات إقليمي",
      },
      sr: {
        industry: "Аутомобилска индустрија и мобилност",
        title: "Повратак сервисних клијената",
        challenge:
          "Дистрибутер више марки возила примећивао је да купци напуштају његову овлашћену сервисну мрежу чим им истекне гаранција, а није имао јасну слику зашто.",
        solution:
          "Мапирали смо искуство власника возила кроз више од 50 додирних тачака, спровели тајну куповину у свих 12 сервисних центара и анкетирали недавне сервисне клијенте. Анализа покретача издвојила је пет тренутака који највише утичу на повратак купаца, а сваки центар добио је план унапређења заснован на сопственим резултатима.",
        resultLabels: {
          satisfaction: "раст задовољства купаца",
          retention: "боље задржавање сервисних клијената",
        },
        storyTitle: "Постпродајни сервис као покретач лојалности",
        story:
          "Дистрибутер возила губио је сервисне клијенте у корист независних радионица чим би гаранција истекла. Мапирали смо целокупно искуство власника возила, спровели тајну куповину у свих 12 сервисних центара и помогли сваком центру да унапреди тренутке који су купцима најважнији.",
        storyLabels: {
          satisfaction: "раст задовољства купаца",
          retention: "боље задржавање сервисних клијената",
        },
        quote:
          "Први пут смо видели, центар по центар, зашто власници престају да долазе када истекне гаранција, и сваки тим је знао шта прво да поправи.",
        attribution: "Директор постпродаје, регионални дистрибутер возила",
      },
    },
  },
  {
    key: "banking",
    sector: "banking",
    icon: "Landmark",
    results: [
      {
        id: "adoption",
        value: 28,
        unit: "percent",
      },
      {
        id: "utilization",
        value: 2.3,
        unit: "times",
      },
    ],
    sample: true,
    texts: {
      en: {
        industry: "Banking, Finance & Insurance",
        title: "From downloads to daily use",
        challenge:
          "A retail bank had launched a new mobile app, but most customers still went to branches and call centers for routine tasks.",
        solution:
          "We combined a survey of 2,500 customers with usability labs and in-app behavioral data to find where customers dropped off and which features they did not trust. The bank redesigned its onboarding and launched communication tailored to each customer segment.",
        resultLabels: {
          adoption: "increase in mobile app adoption",
          utilization: "higher feature utilization",
        },
        storyTitle: "Making the mobile app the branch of choice",
        story:
          "A retail bank's new app was downloaded but rarely used. A survey of 2,500 customers, usability labs and in-app analytics showed which features customers could not find or did not trust, and guided a redesign of onboarding.",
        storyLabels: {
          adoption: "increase in app adoption",
          utilization: "feature utilization",
        },
        quote:
          "Customers were not rejecting the app; they could not find what they needed. The research showed us exactly where they gave up.",
        attribution: "Head of Digital Channels, a retail bank",
      },
      ar: {
        industry: "البنوك والتمويل والتأمين",
        title: "من التحميل إلى الاستخدام اليومي",
        challenge:
          "أطلق أحد بنوك التجزئة تطبيقًا جديدًا للهاتف المحمول، لكن معظم العملاء ظلوا يلجؤون إلى الفروع ومراكز الاتصال لإنجاز معاملاتهم الاعتيادية.",
        solution:
          "جمعنا بين استطلاع شمل 2,500 عميل ومختبرات قابلية الاستخدام وبيانات السلوك داخل التطبيق، لنحدد أين يتوقف العملاء وأي الميزات لا يثقون بها. أعاد البنك تصميم تجربة التسجيل وأطلق رسائل موجهة لكل شريحة من العملاء.",
        resultLabels: {
          adoption: "زيادة في تبني تطبيق الهاتف المحمول",
          utilization: "ارتفاع في استخدام الميزات",
        },
        storyTitle: "جعل التطبيق المصرفي الفرع المفضل للعملاء",
        story:
          "حمّل عملاء أحد البنوك تطبيقه الجديد لكنهم نادرًا ما استخدموه. كشف استطلاع شمل 2,500 عميل، إلى جانب مختبرات قابلية الاستخدام وتحليلات السلوك داخل التطبيق، عن الميزات التي لم يجدها العملاء أو لم يثقوا بها، فوجّه ذلك إعادة تصميم تجربة التسجيل.",
        storyLabels: {
          adoption: "زيادة في تبني التطبيق",
          utilization: "ارتفاع في استخدام الميزات",
        },
        quote:
          "لم يكن العملاء يرفضون التطبيق، بل لم يجدوا ما يحتاجون إليه. أظهر لنا البحث بدقة أين كانوا يتوقفون.",
        attribution: "رئيس القنوات الرقمية، بنك تجزئة",
      },
      sr: {
        industry: "Банкарство, финансије и осигурање",
        title: "Од преузимања до свакодневног коришћења",
        challenge:
          "Банка је лансирала нову мобилну апликацију, али је већина клијената и даље одлазила у филијале и звала контакт центар због рутинских послова.",
        solution:
          "Комбиновали смо анкету међу 2.500 клијената са тестовима употребљивости и подацима о понашању у апликацији како бисмо открили где клијенти одустају и којим функцијама не верују. Банка је редизајнирала прве кораке у апликацији и покренула комуникацију прилагођену сваком сегменту клијената.",
        resultLabels: {
          adoption: "раст коришћења мобилне апликације",
          utilization: "веће коришћење функција",
        },
        storyTitle: "Мобилна апликација као омиљена филијала",
        story:
          "Клијенти банке преузимали су њену нову апликацију, али су је ретко користили. Анкета међу 2.500 клијената, тестови употребљивости и аналитика понашања у апликацији показали су које функције клијенти не проналазе или им не верују, што је усмерило редизајн првих корака у апликацији.",
        storyLabels: {
          adoption: "раст коришћења апликације",
          utilization: "веће коришћење функција",
        },
        quote:
          "Клијенти нису одбацивали апликацију, него нису могли да пронађу оно што им треба. Истраживање нам је тачно показало где одустају.",
        attribution: "Руководилац дигиталних канала, банка за становништво",
      },
    },
  },
  {
    key: "government",
    sector: "government",
    icon: "Building2",
    results: [
      {
        id: "complaints",
        value: 18,
        unit: "percent",
      },
      {
        id: "processing",
        value: 25,
        unit: "percent",
      },
    ],
    sample: true,
    texts: {
      en: {
        industry: "Government & Public Sector",
        title: "Faster services, fewer complaints",
        challenge:
          "A public service agency faced a growing number of complaints and long processing times across its service channels.",
        solution:
          "We interviewed citizens, mapped their service journeys and used natural language processing to classify thousands of complaint records. This pinpointed the process bottlenecks behind most complaints, and we supported the agency as it redesigned and monitored its highest-volume services.",
        resultLabels: {
          complaints: "fewer citizen complaints",
          processing: "faster processing",
        },
        storyTitle: "Putting citizens at the center of public services",
        story:
          "A public agency wanted fewer complaints and faster service. Citizen interviews, journey mapping and language analysis of complaint records pinpointed the bottlenecks, and we supported the redesign of the busiest processes.",
        storyLabels: {
          complaints: "fewer complaints",
          processing: "faster processing",
        },
        quote:
          "We could never have read thousands of complaints one by one. The analysis showed which few processes caused most of them, so we fixed those first.",
        attribution: "Director of Service Quality, a public service agency",
      },
      ar: {
        industry: "القطاع الحكومي والعام",
        title: "خدمات أسرع وشكاوى أقل",
        challenge: "واجهت جهة خدمات حكومية تزايدًا في عدد الشكاوى وطول مدة إنجاز المعاملات عبر قنوات خدمتها.",
        solution:
          "أجرينا مقابلات مع المستفيدين ورسمنا رحلاتهم في الحصول على الخدمة، واستخدمنا معالجة اللغة الطبيعية لتصنيف آلاف سجلات الشكاوى. كشف ذلك عن مواضع الاختناق المسؤولة عن معظم الشكاوى، ودعمنا الجهة في إعادة تصميم خدماتها الأعلى طلبًا ومتابعتها.",
        resultLabels: {
          complaints: "انخفاض في شكاوى المستفيدين",
          processing: "تسريع في إنجاز المعاملات",
        },
        storyTitle: "وضع المواطن في قلب الخدمات العامة",
        story:
          "سعت جهة حكومية إلى خفض الشكاوى وتسريع خدماتها. حددت المقابلات مع المستفيدين ورسم رحلة الخدمة والتحليل اللغوي لسجلات الشكاوى مواضع الاختناق بدقة، ثم دعمنا إعادة تصميم الإجراءات الأكثر طلبًا.",
        storyLabels: {
          complaints: "انخفاض في الشكاوى",
          processing: "تسريع في إنجاز المعاملات",
        },
        quote:
          "ما كان لنا أن نقرأ آلاف الشكاوى واحدة تلو الأخرى. أظهر لنا التحليل الإجراءات القليلة التي تسببت في معظمها، فبدأنا بإصلاحها.",
        attribution: "مدير جودة الخدمات، جهة خدمات حكومية",
      },
      sr: {
        industry: "Државна управа и јавни сектор",
        title: "Брже услуге, мање притужби",
        challenge:
          "Јавна агенција суочавала се са растућим бројем притужби и дугим роковима обраде захтева у свим својим каналима услуга.",
        solution:
          "Разговарали смо са грађанима, мапирали њихов пут кроз услуге и уз помоћ обраде природног језика класификовали хиљаде евидентираних притужби. Тако смо открили уска грла у процесима која стоје иза већине притужби, а агенцију смо подржали у редизајну и праћењу најоптерећенијих услуга.",
        resultLabels: {
          complaints: "мање притужби грађана",
          processing: "бржа обрада захтева",
        },
        storyTitle: "Грађани у средишту јавних услуга",
        story:
          "Једна јавна агенција желела је мање притужби и бржу услугу. Разговори са грађанима, мапирање корисничког пута и језичка анализа евиденције притужби прецизно су открили уска грла, а ми смо подржали редизајн најоптерећенијих процеса.",
        storyLabels: {
          complaints: "мање притужби",
          processing: "бржа обрада захтева",
        },
        quote:
          "Хиљаде притужби никада не бисмо могли да прочитамо једну по једну. Анализа је показала који мали број процеса изазива већину њих, па смо њих први поправили.",
        attribution: "Директор за квалитет услуга, јавна агенција",
      },
    },
  },
];

/**
 * The initial cases only, by their marker (`data-case` on /industries, `data-story` on the home page): tests that
 * add cases run beside the ones that read the pages, so a check of the initial content names them.
 */
export function initialOnly(marker: "data-case" | "data-story"): string {
  return `:is(${INITIAL_CASES.map(({ key }) => `[${marker}="${key}"]`).join(", ")})`;
}
