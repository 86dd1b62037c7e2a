-- The four articles of the first site, as published insights in English, Arabic and Serbian (decision 030).
-- Each chart is a chart block of its language's body, where the page showed it (before the Nth sub-heading).
--> statement-breakpoint
INSERT INTO "insights" ("id", "category", "author", "topics") VALUES (1, 'insights', 'nikola-markovic', ARRAY['research-practice']::text[]);
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (1, 'en', 'market-research-usage', 'How Leading Companies Actually Use Market Research', 'The companies that gain most from research are not those with the biggest budgets, but those that tie every study to a business decision. Here is how.', 'Most companies commission research. Far fewer use it well. In twenty years of work with brands across Central and Eastern Europe and the Gulf, we have seen the same pattern again and again: the organizations that gain most from research are not those with the biggest budgets, but those that tie every study to a decision.

**Five decisions research should support**

- Where to play: which markets, segments and channels offer the best return.
- What to offer: which products, features and price points customers will choose.
- How to communicate: which messages and creative will be noticed, remembered and acted on.
- How to serve: which moments in the customer journey build or destroy loyalty.
- Whether it worked: how campaigns, launches and service changes performed against their goals.

**Start with the decision, not the questionnaire**

A good brief does not begin with “we need a survey”. It begins with “we need to decide whether to launch a premium line in Saudi Arabia next year”. That framing changes everything that follows: who we need to talk to, how many people, which methods fit and what the final report must answer. It also makes success easy to judge: the research worked if the decision was made faster and with more confidence.

**Combine methods instead of choosing one**

Qualitative research explains motivations, surveys measure how widespread they are and digital data shows actual behavior. Used together, they check each other. A bank we worked with learned from focus groups that customers distrusted the transfer feature of its app; a survey showed that the concern was shared by one in three active users; in-app data then revealed exactly where they gave up. Each method alone would have told only part of the story.

::: chart bar percent 100
Where app users gave up on a transfer
Step | Users reaching it
Started a transfer | 100
Entered a recipient | 88
Entered an amount | 79
Reached confirmation | 72
Completed the transfer | 67
caption: Share of active users who started a transfer and reached each step. Illustrative figures from the bank example in this article.
description: Horizontal bar chart. Of the active users who started a transfer in the bank''s app, 88% entered a recipient, 79% entered an amount, 72% reached the confirmation screen and 67% completed the transfer: one in three gave up, most of them at the first two steps.
:::

**Build research into the calendar**

The companies that use research best do not commission it in a hurry before a launch. They plan a rhythm: a segmentation or usage and attitude study every year or two, continuous tracking of brand health and customer experience, and quick ad-hoc tests when specific decisions arise. Tracking shows when something changes; ad-hoc work explains why and what to do about it.

**Make someone responsible for action**

The most common reason research fails is not bad data. It is that nobody owns the next step. Before a project starts, agree who will act on each type of finding and by when. A few weeks after the debrief, hold a short follow-up meeting to check which recommendations were adopted and what stands in the way of the rest. It sounds simple, and it is, but it is the difference between a report that is filed and one that changes the business.', 'published', '2024-04-09T00:00:00Z', '2024-04-09');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (1, 'ar', 'market-research-usage', 'كيف تستخدم الشركات الرائدة أبحاث السوق فعلًا', 'الشركات الأكثر استفادة من الأبحاث ليست صاحبة الميزانيات الأكبر، بل تلك التي تربط كل دراسة بقرار تجاري محدد. إليك الطريقة.', 'تطلب معظم الشركات إجراء أبحاث السوق، لكن قلة منها تحسن استخدامها. وعلى مدى عشرين عامًا من العمل مع العلامات التجارية في أوروبا الوسطى والشرقية والخليج، رأينا النمط نفسه يتكرر: المؤسسات الأكثر استفادة من الأبحاث ليست صاحبة الميزانيات الأكبر، بل تلك التي تربط كل دراسة بقرار محدد.

**خمسة قرارات ينبغي أن تدعمها الأبحاث**

- أين تنافس: أي الأسواق والشرائح والقنوات تحقق أفضل عائد.
- ماذا تقدم: أي المنتجات والمزايا ومستويات الأسعار سيختارها العملاء.
- كيف تتواصل: أي الرسائل والأعمال الإبداعية ستلفت الانتباه وتبقى في الذاكرة وتدفع إلى التصرف.
- كيف تخدم: أي اللحظات في رحلة العميل تبني الولاء وأيها تهدمه.
- هل نجحت: كيف كان أداء الحملات وإطلاق المنتجات وتغييرات الخدمة مقارنة بأهدافها.

**ابدأ بالقرار لا بالاستبيان**

الموجز الجيد لا يبدأ بعبارة «نحتاج إلى استطلاع»، بل بعبارة «علينا أن نقرر ما إذا كنا سنطلق خط منتجات فاخرًا في المملكة العربية السعودية العام المقبل». هذه الصياغة تغيّر كل ما يليها: مع من نتحدث، وكم عدد المشاركين، وأي المنهجيات تناسب، وما الذي يجب أن يجيب عنه التقرير النهائي. كما تجعل الحكم على النجاح سهلًا: لقد نجح البحث إذا اتُّخذ القرار بسرعة أكبر وثقة أعلى.

**اجمع بين المنهجيات بدلًا من الاكتفاء بواحدة**

يشرح البحث النوعي الدوافع، وتقيس الاستطلاعات مدى انتشارها، وتكشف البيانات الرقمية السلوك الفعلي. وحين تُستخدم معًا، يتحقق كل منها من الآخر. فقد عرف أحد البنوك التي عملنا معها من مجموعات النقاش أن العملاء لا يثقون بخاصية التحويل في تطبيقه، ثم بيّن استطلاع أن هذا القلق يشاركه واحد من كل ثلاثة مستخدمين نشطين، وكشفت بيانات التطبيق بعد ذلك الموضع الذي يتوقفون عنده بالضبط. ولو استُخدمت كل منهجية بمفردها لروت جزءًا من القصة فقط.

::: chart bar percent 100
أين توقف مستخدمو التطبيق عن إتمام التحويل
الخطوة | المستخدمون الذين وصلوا إليها
بدء التحويل | 100
إدخال المستفيد | 88
إدخال المبلغ | 79
الوصول إلى التأكيد | 72
إتمام التحويل | 67
caption: نسبة المستخدمين النشطين الذين بدأوا تحويلًا ووصلوا إلى كل خطوة. أرقام توضيحية من مثال البنك في هذا المقال.
description: مخطط أعمدة أفقية. من بين المستخدمين النشطين الذين بدأوا تحويلًا في تطبيق البنك، أدخل 88٪ المستفيد، وأدخل 79٪ المبلغ، ووصل 72٪ إلى شاشة التأكيد، وأتم 67٪ التحويل: توقف واحد من كل ثلاثة، ومعظمهم في الخطوتين الأوليين.
:::

**اجعل الأبحاث جزءًا من روزنامة العمل**

الشركات التي تحسن استخدام الأبحاث لا تطلبها على عجل قبيل الإطلاق، بل تخطط لإيقاع منتظم: دراسة لتقسيم السوق أو لعادات الاستخدام والمواقف كل عام أو عامين، ومتابعة مستمرة لصحة العلامة التجارية وتجربة العملاء، واختبارات سريعة عند الحاجة إلى قرارات بعينها. فالمتابعة تُظهر متى يتغير شيء ما، والدراسات الخاصة تشرح السبب وما ينبغي فعله.

**حدّد مسؤولًا عن التنفيذ**

السبب الأكثر شيوعًا لإخفاق الأبحاث ليس ضعف البيانات، بل غياب من يتولى الخطوة التالية. قبل بدء المشروع، اتفقوا على من سيتصرف بناءً على كل نوع من النتائج ومتى. وبعد أسابيع قليلة من عرض النتائج، اعقدوا اجتماع متابعة قصيرًا لمعرفة التوصيات التي اعتُمدت وما يعيق تنفيذ البقية. يبدو الأمر بسيطًا وهو كذلك، لكنه الفارق بين تقرير يُحفظ في الأدراج وتقرير يغيّر مسار الأعمال.', 'published', '2024-04-09T00:00:00Z', '2024-04-09');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (1, 'sr', 'market-research-usage', 'Како водеће компаније заиста користе истраживање тржишта', 'Највише од истраживања немају компаније са највећим буџетима, већ оне које свако истраживање везују за пословну одлуку. Ево како то раде.', 'Већина компанија наручује истраживања. Много мање их уме добро да их искористи. За двадесет година рада са брендовима у Централној и Источној Европи и у Заливу стално виђамо исти образац: највише од истраживања немају организације са највећим буџетима, већ оне које свако истраживање везују за конкретну одлуку.

**Пет одлука које истраживање треба да подржи**

- Где наступати: која тржишта, сегменти и канали доносе најбољи поврат.
- Шта понудити: које производе, карактеристике и цене ће купци изабрати.
- Како комуницирати: које поруке и креативна решења ће бити примећена, запамћена и подстаћи на акцију.
- Како услуживати: који тренуци на путу купца граде, а који руше лојалност.
- Да ли је успело: како су кампање, лансирања и промене услуге остварили постављене циљеве.

**Почните од одлуке, а не од упитника**

Добар бриф не почиње реченицом „треба нам анкета“. Почиње реченицом „треба да одлучимо да ли следеће године лансирамо премијум линију у Саудијској Арабији“. Такав оквир мења све што следи: с ким треба разговарати, са колико људи, које методе одговарају и на шта завршни извештај мора да одговори. Уз то, успех је лако проценити: истраживање је успело ако је одлука донета брже и са више сигурности.

**Комбинујте методе уместо да бирате једну**

Квалитативно истраживање објашњава мотиве, анкете мере колико су раширени, а дигитални подаци показују стварно понашање. Када се користе заједно, међусобно се проверавају. Једна банка са којом смо радили сазнала је из фокус група да клијенти не верују функцији за пренос новца у њеној апликацији; анкета је показала да ту бригу дели сваки трећи активни корисник; подаци из апликације затим су открили тачно где одустају. Свака метода сама би испричала само део приче.

::: chart bar percent 100
Где су корисници апликације одустали од плаћања
Корак | Корисници који су стигли до њега
Започели пренос | 100
Унели примаоца | 88
Унели износ | 79
Стигли до потврде | 72
Завршили пренос | 67
caption: Удео активних корисника који су започели пренос и стигли до сваког корака. Илустративни подаци из примера банке у овом чланку.
description: Хоризонтални тракасти графикон. Од активних корисника који су започели пренос у апликацији банке, 88% је унело примаоца, 79% износ, 72% је стигло до екрана за потврду, а 67% је завршило пренос: сваки трећи је одустао, највише у прва два корака.
:::

**Уградите истраживање у календар**

Компаније које најбоље користе истраживања не наручују их у журби пред лансирање. Оне планирају ритам: истраживање сегментације или навика и ставова на сваку годину или две, непрекидно праћење здравља бренда и корисничког искуства и брза ад хок тестирања када се појаве конкретне одлуке. Праћење показује када се нешто мења, а ад хок истраживања објашњавају зашто и шта предузети.

**Одредите ко је одговоран за акцију**

Најчешћи разлог због ког истраживање не успе нису лоши подаци, већ то што нико није задужен за следећи корак. Пре почетка пројекта договорите ко ће деловати на основу које врсте налаза и до када. Неколико недеља после презентације резултата одржите кратак састанак на коме ћете проверити које су препоруке усвојене и шта кочи остале. Звучи једноставно и јесте, али управо то је разлика између извештаја који заврши у архиви и извештаја који мења пословање.', 'published', '2024-04-09T00:00:00Z', '2024-04-09');
--> statement-breakpoint
INSERT INTO "insights" ("id", "category", "author", "topics") VALUES (2, 'insights', 'sara-al-otaibi', ARRAY['consumer-trends']::text[]);
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (2, 'en', 'consumer-behavior', 'Consumer Behavior Shifts in Saudi Arabia and Serbia', 'Two very different markets, one common thread: consumers who are better informed, less loyal by default and quick to reward brands they trust.', 'Saudi Arabia and Serbia could hardly be more different markets: one a young, fast-growing Gulf economy being reshaped by Vision 2030, the other a mature Central European market where households watch every dinar. Yet our recent studies in both countries point to several shifts that no marketer in either market can afford to ignore.

**Saudi Arabia: digital first, experience driven**

- Digital by default: shoppers move easily between apps, social media and stores, and expect prices, stock and delivery times to match across all of them.
- Cashless payments: cards, mobile wallets and buy-now-pay-later options are the norm in many categories, and any friction at checkout costs sales.
- New leisure spending: entertainment, dining out and domestic tourism now compete for the same household budget as traditional categories.
- Confidence in local brands: Saudi products and services are increasingly seen as equal to international ones, especially by younger consumers.

**Serbia: value conscious, but not cheap**

- Careful budgeting: after a period of high inflation, many households plan their purchases, compare prices online and buy more on promotion.
- The rise of private labels: retailer brands have won trust in everyday categories, putting pressure on mid-priced brands that cannot explain their premium.
- Growing online shopping: e-commerce is still smaller than in Western Europe, but delivery options, card payments and trust in online shops improve every year.
- A preference for domestic products: origin matters, especially in food, where “made in Serbia” signals freshness and quality.

**What the two markets have in common**

In both countries consumers are better informed than ever and less loyal by default. They research before they buy, read reviews and switch quickly when an experience disappoints them. In both, trust has become the deciding factor: in our Distance Matrix studies, being trusted is consistently the brand attribute most closely linked to purchase.

::: chart bar number 100
What links a brand to purchase
Attribute | Importance (0–100)
Trusted | 95
Good value for money | 88
Great taste | 82
High quality | 79
Easy to find | 71
Right for the occasion | 65
Attractive packaging | 58
Fits my lifestyle | 52
Good promotions | 48
Healthy choice | 44
caption: Importance of each brand attribute for purchase (0–100), from the sample data of our Distance Matrix tool.
description: Horizontal bar chart of ten brand attributes by their importance for purchase, on a scale of 0 to 100. Trusted ranks first at 95, followed by good value for money at 88 and great taste at 82; healthy choice ranks last at 44.
:::

**What this means for brands**

First, measure the whole journey, not only the purchase: many decisions are made before a shopper ever reaches a store or a website. Second, test price and value perceptions regularly, because they are moving faster than annual planning cycles. Third, localize properly: a campaign that works in Belgrade will rarely work unchanged in Riyadh, and the reverse is just as true. Finally, invest in trust. Consistent quality, transparent pricing and service that keeps its promises will outlast any single promotion.', 'published', '2024-06-12T00:00:00Z', '2024-06-12');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (2, 'ar', 'consumer-behavior', 'تحولات سلوك المستهلك في السعودية وصربيا', 'سوقان مختلفتان تمامًا يجمعهما خيط واحد: مستهلكون أكثر اطلاعًا وأقل ولاءً بطبيعتهم، ويكافئون سريعًا العلامات التي يثقون بها.', 'يصعب أن تجد سوقين أكثر اختلافًا من المملكة العربية السعودية وصربيا: الأولى اقتصاد خليجي شاب سريع النمو تعيد رؤية 2030 تشكيله، والثانية سوق أوروبية ناضجة تحسب فيها الأسر كل دينار. ومع ذلك، تشير دراساتنا الأخيرة في البلدين إلى تحولات عدة لا يمكن لأي مسوّق في أي منهما تجاهلها.

**المملكة العربية السعودية: الرقمنة أولًا والتجربة في الصدارة**

- الرقمنة هي الأصل: ينتقل المتسوقون بسهولة بين التطبيقات ووسائل التواصل الاجتماعي والمتاجر، ويتوقعون تطابق الأسعار والمخزون ومواعيد التوصيل في جميعها.
- الدفع غير النقدي: أصبحت البطاقات والمحافظ الرقمية وخيارات «اشترِ الآن وادفع لاحقًا» هي القاعدة في فئات كثيرة، وأي تعقيد عند الدفع يكلّف مبيعات.
- إنفاق جديد على الترفيه: باتت قطاعات الترفيه والمطاعم والسياحة الداخلية تنافس الفئات التقليدية على ميزانية الأسرة نفسها.
- ثقة بالعلامات المحلية: يُنظر إلى المنتجات والخدمات السعودية على نحو متزايد باعتبارها مكافئة للعلامات العالمية، خاصة لدى المستهلكين الأصغر سنًا.

**صربيا: حرص على القيمة دون البحث عن الأرخص**

- ميزانيات مدروسة: بعد فترة من التضخم المرتفع، باتت أسر كثيرة تخطط لمشترياتها، وتقارن الأسعار عبر الإنترنت، وتشتري أكثر خلال العروض.
- صعود العلامات الخاصة بالمتاجر: اكتسبت علامات تجار التجزئة ثقة المستهلكين في الفئات اليومية، ما يضغط على العلامات متوسطة السعر التي لا تستطيع تبرير سعرها الأعلى.
- نمو التسوق الإلكتروني: لا تزال التجارة الإلكترونية أصغر مما هي عليه في أوروبا الغربية، لكن خيارات التوصيل والدفع بالبطاقات والثقة بالمتاجر الإلكترونية تتحسن كل عام.
- تفضيل المنتج المحلي: للمنشأ أهمية كبيرة، خاصة في الأغذية، حيث تعني عبارة «صُنع في صربيا» الطزاجة والجودة.

**ما الذي يجمع السوقين**

المستهلكون في البلدين أكثر اطلاعًا من أي وقت مضى وأقل ولاءً بطبيعتهم. يبحثون قبل الشراء، ويقرؤون التقييمات، ويتحولون بسرعة إذا خيّبت التجربة آمالهم. وفي البلدين أصبحت الثقة هي العامل الحاسم: ففي دراساتنا باستخدام أداة Distance Matrix، تأتي «الموثوقية» باستمرار في مقدمة سمات العلامة التجارية الأوثق ارتباطًا بقرار الشراء.

::: chart bar number 100
ما الذي يربط العلامة التجارية بالشراء
السمة | الأهمية (0–100)
موثوقة | 95
قيمة جيدة مقابل السعر | 88
مذاق رائع | 82
جودة عالية | 79
سهلة الإيجاد | 71
ملائمة للمناسبات | 65
عبوة جذابة | 58
تناسب أسلوب حياتي | 52
عروض ترويجية جيدة | 48
خيار صحي | 44
caption: أهمية كل سمة من سمات العلامة التجارية للشراء (0–100)، من البيانات التجريبية لأداتنا Distance Matrix.
description: مخطط أعمدة أفقية لعشر سمات للعلامة التجارية بحسب أهميتها للشراء على مقياس من 0 إلى 100. تأتي الموثوقية أولًا بـ 95، تليها القيمة الجيدة مقابل السعر بـ 88 والمذاق الرائع بـ 82، ويأتي الخيار الصحي أخيرًا بـ 44.
:::

**ماذا يعني ذلك للعلامات التجارية**

أولًا، قِس الرحلة كاملة لا لحظة الشراء وحدها، فكثير من القرارات يُتخذ قبل أن يصل المتسوق إلى المتجر أو الموقع الإلكتروني. ثانيًا، اختبر تصورات السعر والقيمة بانتظام، لأنها تتغير أسرع من دورات التخطيط السنوية. ثالثًا، أحسن التوطين: نادرًا ما تنجح حملة نجحت في بلغراد كما هي في الرياض، والعكس صحيح أيضًا. وأخيرًا، استثمر في الثقة؛ فالجودة الثابتة والتسعير الشفاف والخدمة التي تفي بوعودها تدوم أطول من أي عرض ترويجي.', 'published', '2024-06-12T00:00:00Z', '2024-06-12');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (2, 'sr', 'consumer-behavior', 'Промене у понашању потрошача у Саудијској Арабији и Србији', 'Два веома различита тржишта, једна заједничка нит: потрошачи су информисанији, мање лојални по навици и брзо награђују брендове којима верују.', 'Тешко је замислити два различитија тржишта од Саудијске Арабије и Србије: једно је млада, брзорастућа привреда Залива коју преобликује Визија 2030, а друго зрело европско тржиште на коме домаћинства пазе на сваки динар. Ипак, наша недавна истраживања у обе земље указују на неколико промена које ниједан маркетиншки стручњак на тим тржиштима не сме да занемари.

**Саудијска Арабија: прво дигитално, искуство на првом месту**

- Дигитално као подразумевано: купци лако прелазе између апликација, друштвених мрежа и продавница и очекују да се цене, залихе и рокови испоруке свуда поклапају.
- Плаћање без готовине: картице, мобилни новчаници и опције „купи сада, плати касније“ постали су правило у многим категоријама, а сваки застој на плаћању кошта продаје.
- Нова потрошња на слободно време: забава, ресторани и домаћи туризам сада се боре за исти кућни буџет као и традиционалне категорије.
- Поверење у домаће брендове: саудијски производи и услуге све чешће се доживљавају као равноправни међународним, нарочито међу млађим потрошачима.

**Србија: купци траже вредност, а не само најнижу цену**

- Пажљиво планирање буџета: после периода високе инфлације многа домаћинства планирају куповину, упоређују цене на интернету и више купују на акцијама.
- Успон трговачких марки: марке трговинских ланаца стекле су поверење у свакодневним категоријама и врше притисак на брендове средњег ценовног ранга који не умеју да објасне зашто су скупљи.
- Раст куповине на интернету: е-трговина је и даље мања него у Западној Европи, али се достава, плаћање картицама и поверење у онлајн продавнице поправљају из године у годину.
- Наклоност домаћим производима: порекло је важно, нарочито код хране, где ознака „произведено у Србији“ значи свежину и квалитет.

**Шта је заједничко за оба тржишта**

У обе земље потрошачи су информисанији него икада и по навици мање лојални. Истражују пре куповине, читају рецензије и брзо мењају бренд када их искуство разочара. У обе земље поверење је постало пресудно: у нашим истраживањима алатом Distance Matrix, „поуздан“ је доследно атрибут бренда који је најтешње повезан са куповином.

::: chart bar number 100
Шта повезује бренд са куповином
Атрибут | Значај (0–100)
Поуздан | 95
Вредан своје цене | 88
Одличан укус | 82
Висок квалитет | 79
Лако доступан | 71
Прикладан за прилику | 65
Привлачно паковање | 58
Уклапа се у мој стил живота | 52
Добре акције | 48
Здрав избор | 44
caption: Значај сваког атрибута бренда за куповину (0–100), из пробних података нашег алата Distance Matrix.
description: Хоризонтални тракасти графикон десет атрибута бренда према њиховом значају за куповину, на скали од 0 до 100. Први је „поуздан“ са 95, затим „вредан своје цене“ са 88 и „одличан укус“ са 82; последњи је „здрав избор“ са 44.
:::

**Шта то значи за брендове**

Прво, мерите цео пут купца, а не само куповину: многе одлуке доносе се пре него што купац уопште стигне до продавнице или сајта. Друго, редовно тестирајте перцепцију цене и вредности, јер се она мења брже од годишњих циклуса планирања. Треће, прилагођавајте се локално: кампања која успе у Београду ретко ће непромењена успети у Ријаду, а важи и обрнуто. И на крају, улажите у поверење. Доследан квалитет, транспарентне цене и услуга која испуњава обећања трају дуже од било које појединачне акције.', 'published', '2024-06-12T00:00:00Z', '2024-06-12');
--> statement-breakpoint
INSERT INTO "insights" ("id", "category", "author", "topics") VALUES (3, 'insights', 'nikola-markovic', ARRAY['research-practice']::text[]);
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (3, 'en', 'market-research-estimate', 'How to Estimate the Scope and Budget of a Research Project', 'What drives the cost of market research, how large a sample you really need, and how to estimate the size of a market with confidence.', '“How much will the research cost?” is usually the first question a client asks, and the honest answer is that it depends on four things you can largely control. Understanding them helps you write a better brief, compare proposals fairly and avoid paying for precision you do not need.

**1. The decision at stake**

Start with the value of the decision. A study that guides a national product launch justifies a larger investment than one that fine-tunes a newsletter. A useful rule of thumb: research should cost a small fraction of the money put at risk by the decision it supports.

**2. Who you need to reach**

Reaching the general online population is relatively inexpensive. Costs rise quickly for hard-to-reach audiences such as physicians, senior executives, owners of a specific car model or buyers of a niche category. Low incidence, meaning a small share of people who qualify for the study, is the biggest single cost driver in fieldwork.

**3. How precise the answer must be**

Sample size determines precision, but with diminishing returns. For a simple percentage at 95% confidence, the maximum margin of error is about:

- ±9.8 points with 100 respondents
- ±4.9 points with 400 respondents
- ±3.1 points with 1,000 respondents
- ±2.2 points with 2,000 respondents

Quadrupling the sample only halves the error. If you need to compare subgroups, such as regions, age bands or customer segments, plan enough interviews in each of them, usually at least 100 to 150, rather than increasing the total blindly.

::: chart line points 10
Margin of error by sample size
Respondents | Margin of error (± points)
100 | 9.8
200 | 6.9
400 | 4.9
600 | 4
1,000 | 3.1
1,500 | 2.5
2,000 | 2.2
caption: Maximum margin of error for a percentage, in percentage points, at 95% confidence (p = 0.5), by number of respondents.
description: Line chart. The largest margin of error at 95% confidence falls from ±9.8 points with 100 respondents to ±4.9 with 400, ±3.1 with 1,000 and ±2.2 with 2,000: quadrupling the sample only halves the error.
:::

**4. Method and deliverables**

Qualitative work is priced per group or interview and depends mainly on recruitment and moderation. Quantitative studies depend on sample size, questionnaire length and mode: online interviews are the most economical, while telephone and face-to-face interviews cost more but reach people that online panels miss. Advanced analysis such as segmentation, conjoint or driver modeling adds value and cost, so choose what your decision really needs.

**Estimating the market itself**

Many briefs also ask how big the market is. We triangulate two approaches: top-down, starting from official statistics and industry data, and bottom-up, multiplying the number of buyers by purchase frequency and average spend measured in a survey. When the two estimates are close, the figure can be trusted; when they are not, the gap shows which assumptions need more work.

**A practical checklist**

- State the decision and its deadline in the first line of the brief.
- Describe the target audience as precisely as you can.
- List the subgroups that must be compared.
- Ask for a proposal with a fixed scope, timeline and price.
- Agree up front what a useful final deliverable looks like.', 'published', '2024-09-03T00:00:00Z', '2024-09-03');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (3, 'ar', 'market-research-estimate', 'كيف تقدّر نطاق مشروع بحثي وميزانيته', 'ما الذي يحدد تكلفة أبحاث السوق، وما حجم العينة الذي تحتاجه فعلًا، وكيف تقدّر حجم السوق بثقة.', '«كم سيكلف البحث؟» غالبًا ما يكون أول سؤال يطرحه العميل، والإجابة الصادقة أن التكلفة تعتمد على أربعة عوامل يمكنك التحكم فيها إلى حد كبير. وفهم هذه العوامل يساعدك على كتابة موجز أفضل، ومقارنة العروض بإنصاف، وتجنب دفع ثمن دقة لا تحتاج إليها.

**1. القرار المطروح**

ابدأ بقيمة القرار. فالدراسة التي توجّه إطلاق منتج على المستوى الوطني تبرر استثمارًا أكبر من دراسة تحسّن نشرة بريدية. وهناك قاعدة عملية مفيدة: ينبغي أن تكون تكلفة البحث جزءًا صغيرًا من المبلغ المعرّض للخطر في القرار الذي يدعمه.

**2. الفئة التي تحتاج إلى الوصول إليها**

الوصول إلى عامة مستخدمي الإنترنت منخفض التكلفة نسبيًا، لكن التكاليف ترتفع بسرعة مع الفئات التي يصعب الوصول إليها، مثل الأطباء وكبار التنفيذيين وملاك طراز معين من السيارات أو مشتري فئة متخصصة. ويُعد انخفاض نسبة المؤهلين للمشاركة في الدراسة أكبر عامل منفرد في تكلفة العمل الميداني.

**3. مستوى الدقة المطلوب**

يحدد حجم العينة مستوى الدقة، لكن العائد يتناقص مع زيادتها. فبالنسبة إلى نسبة مئوية بسيطة عند مستوى ثقة 95٪، يبلغ الحد الأقصى لهامش الخطأ تقريبًا:

- ±9.8 نقطة مع 100 مشارك
- ±4.9 نقطة مع 400 مشارك
- ±3.1 نقطة مع 1,000 مشارك
- ±2.2 نقطة مع 2,000 مشارك

مضاعفة العينة أربع مرات لا تخفض الخطأ إلا إلى النصف. وإذا كنت بحاجة إلى المقارنة بين مجموعات فرعية، كالمناطق أو الفئات العمرية أو شرائح العملاء، فخطط لعدد كافٍ من المقابلات في كل منها، عادة ما بين 100 و150 على الأقل، بدلًا من زيادة الإجمالي دون هدف.

::: chart line points 10
هامش الخطأ بحسب حجم العينة
المشاركون | هامش الخطأ (± نقطة)
100 | 9.8
200 | 6.9
400 | 4.9
600 | 4
1,000 | 3.1
1,500 | 2.5
2,000 | 2.2
caption: الحد الأقصى لهامش الخطأ لنسبة مئوية، بالنقاط المئوية، عند مستوى ثقة 95٪ (p = 0.5)، بحسب عدد المشاركين.
description: مخطط خطي. ينخفض الحد الأقصى لهامش الخطأ عند مستوى ثقة 95٪ من ±9.8 نقطة مع 100 مشارك إلى ±4.9 مع 400، و±3.1 مع 1,000، و±2.2 مع 2,000: مضاعفة العينة أربع مرات تخفض الخطأ إلى النصف فقط.
:::

**4. المنهجية والمخرجات**

يُسعَّر البحث النوعي بحسب عدد مجموعات النقاش أو المقابلات، ويعتمد أساسًا على التجنيد وإدارة النقاش. أما الدراسات الكمية فتعتمد على حجم العينة وطول الاستبيان وطريقة جمع البيانات: المقابلات الإلكترونية هي الأوفر، في حين تكلف المقابلات الهاتفية والميدانية أكثر لكنها تصل إلى فئات لا تبلغها لوحات المستجيبين الإلكترونية. ويضيف التحليل المتقدم، كتقسيم السوق والتحليل المشترك ونمذجة المحركات، قيمة وتكلفة معًا، فاختر منه ما يحتاجه قرارك فعلًا.

**تقدير حجم السوق نفسه**

كثير من الموجزات تسأل أيضًا عن حجم السوق. ونحن نجمع بين طريقتين: طريقة من الأعلى إلى الأسفل تنطلق من الإحصاءات الرسمية وبيانات القطاع، وطريقة من الأسفل إلى الأعلى تضرب عدد المشترين في معدل تكرار الشراء ومتوسط الإنفاق المقيسين في استطلاع. فإذا تقارب التقديران أمكن الوثوق بالرقم، وإن تباعدا كشفت الفجوة نفسها الافتراضات التي تحتاج إلى مراجعة.

**قائمة تحقق عملية**

- اذكر القرار وموعده النهائي في السطر الأول من الموجز.
- صِف الفئة المستهدفة بأكبر قدر ممكن من الدقة.
- حدّد المجموعات الفرعية التي تجب المقارنة بينها.
- اطلب عرضًا بنطاق وجدول زمني وسعر ثابتة.
- اتفق مسبقًا على شكل المخرج النهائي المفيد.', 'published', '2024-09-03T00:00:00Z', '2024-09-03');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (3, 'sr', 'market-research-estimate', 'Како проценити обим и буџет истраживачког пројекта', 'Шта одређује цену истраживања тржишта, колики узорак вам заиста треба и како поуздано проценити величину тржишта.', '„Колико ће истраживање коштати?“ обично је прво питање које клијент постави, а искрен одговор је да то зависи од четири чиниоца на које у великој мери можете да утичете. Када их разумете, лакше ћете написати добар бриф, поштено упоредити понуде и избећи да плаћате прецизност која вам није потребна.

**1. Одлука о којој је реч**

Почните од вредности одлуке. Истраживање које усмерава национално лансирање производа оправдава веће улагање од оног којим се дотерује билтен. Корисно правило: истраживање треба да кошта мали део новца који је у питању у одлуци коју подржава.

**2. Кога треба да досегнете**

Досезање опште онлајн популације релативно је јефтино. Трошкови брзо расту код тешко доступних циљних група, као што су лекари, виши руководиоци, власници одређеног модела аутомобила или купци нишне категорије. Ниска инциденца, односно мали удео људи који испуњавају услове за учешће, највећи је појединачни чинилац трошкова теренског рада.

**3. Колико прецизан одговор мора да буде**

Величина узорка одређује прецизност, али уз опадајући ефекат. За једноставан проценат, уз поузданост од 95%, највећа грешка узорка износи отприлике:

- ±9,8 процентних поена са 100 испитаника
- ±4,9 процентних поена са 400 испитаника
- ±3,1 процентни поен са 1.000 испитаника
- ±2,2 процентна поена са 2.000 испитаника

Четири пута већи узорак само преполовљава грешку. Ако треба да поредите подгрупе, као што су региони, старосне групе или сегменти купаца, испланирајте довољно интервјуа у свакој од њих, обично најмање 100 до 150, уместо да насумично повећавате укупан број.

::: chart line points 10
Маргина грешке према величини узорка
Испитаници | Маргина грешке (± поена)
100 | 9.8
200 | 6.9
400 | 4.9
600 | 4
1.000 | 3.1
1.500 | 2.5
2.000 | 2.2
caption: Највећа маргина грешке за проценат, у процентним поенима, уз поузданост од 95% (p = 0,5), према броју испитаника.
description: Линијски графикон. Највећа маргина грешке уз поузданост од 95% пада са ±9,8 поена при 100 испитаника на ±4,9 при 400, ±3,1 при 1.000 и ±2,2 при 2.000: четири пута већи узорак само преполови грешку.
:::

**4. Метода и резултати које очекујете**

Квалитативно истраживање обрачунава се по фокус групи или интервјуу и зависи пре свега од регрутације и модерације. Квантитативна истраживања зависе од величине узорка, дужине упитника и начина анкетирања: онлајн интервјуи су најекономичнији, док телефонски и лични интервјуи коштају више, али досежу људе до којих онлајн панели не допиру. Напредне анализе, као што су сегментација, конџојнт или анализа покретача, доносе додатну вредност, али и трошак, па изаберите оне које су вашој одлуци заиста потребне.

**Процена величине тржишта**

Многи брифови траже и процену величине тржишта. Ми комбинујемо два приступа: одозго надоле, полазећи од званичне статистике и података из индустрије, и одоздо нагоре, множећи број купаца учесталошћу куповине и просечном потрошњом измереним у анкети. Када су две процене блиске, бројци се може веровати; када нису, сам јаз показује које претпоставке треба преиспитати.

**Практична контролна листа**

- У првој реченици брифа наведите одлуку и рок за њу.
- Што прецизније опишите циљну групу.
- Наведите подгрупе које морају да се пореде.
- Тражите понуду са фиксним обимом, роком и ценом.
- Унапред се договорите како изгледа користан завршни резултат.', 'published', '2024-09-03T00:00:00Z', '2024-09-03');
--> statement-breakpoint
INSERT INTO "insights" ("id", "category", "author", "topics") VALUES (4, 'news', 'potentia-team', ARRAY['ai-and-analytics', 'research-practice']::text[]);
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (4, 'en', 'data-science-conference', 'Potentia at a Data Science Conference: AI in Research', 'At a data science conference in Belgrade, our team showed how language models speed up the analysis of open-ended answers without replacing researchers.', 'Our team took part in this year''s regional data science conference in Belgrade, where Managing Director Nikola Marković presented how Potentia combines classic research with machine learning in everyday client work.

**From open-ended answers to insight in hours**

The talk, “When the Survey Talks Back”, focused on the analysis of open-ended survey answers and customer complaints with natural language processing. Nikola showed how language models help researchers group thousands of comments in English, Serbian and Arabic into themes within hours, and why a researcher must still check every theme before it reaches a client.

::: chart bar number 40
Hours to group 5,000 open-ended answers into themes
Approach | Hours
Coding by hand | 36
Language model + researcher review | 6
caption: Hours of work on an example project with answers in English, Serbian and Arabic, as presented in the talk “When the Survey Talks Back”.
description: Bar chart. Coding 5,000 open-ended answers by hand took about 36 hours; with a language model grouping the answers and a researcher checking every theme, it took about 6 hours.
:::

**Key points from the presentation**

- AI speeds up the coding of open answers, but human review remains essential for accuracy and nuance, especially across languages and dialects.
- Combining text analysis with survey scores shows not only what customers complain about, but which complaints actually reduce satisfaction and loyalty.
- AI-generated “respondents” can help test a questionnaire draft, but cannot replace real people when real decisions are at stake.
- Transparency matters: clients should always know where AI was used in a project and how its output was validated.

**Conversations that continued after the session**

The questions from the audience showed how quickly the field is moving. Many came from data scientists working in banks, retailers and telecom operators who want to connect their own customer data with survey research. Others asked how data protection rules in Serbia and the EU apply when text data is processed with AI tools, a question we answer in every project by anonymizing data before analysis.

**What comes next**

The conference confirmed the direction we have set for Potentia: research that is faster and richer thanks to AI, but still led by experienced researchers who are accountable for every conclusion. In the coming months we will bring the same approach to clients in Saudi Arabia, where demand for Arabic-language text analytics is growing quickly.

If you would like to see the presentation or discuss how AI-assisted analysis could work on your own data, our team will be glad to hear from you.', 'published', '2024-11-20T00:00:00Z', '2024-11-20');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (4, 'ar', 'data-science-conference', 'بوتنشيا في مؤتمر لعلوم البيانات: الذكاء الاصطناعي في البحث', 'في مؤتمر لعلوم البيانات في بلغراد، عرض فريقنا كيف تسرّع النماذج اللغوية تحليل الإجابات المفتوحة دون أن تحل محل الباحثين.', 'شارك فريقنا في المؤتمر الإقليمي لعلوم البيانات الذي عُقد هذا العام في بلغراد، حيث قدّم المدير العام نيكولا ماركوفيتش عرضًا عن الطريقة التي تجمع بها بوتنشيا بين البحث الكلاسيكي وتعلّم الآلة في عملها اليومي مع العملاء.

**من الإجابات المفتوحة إلى الرؤى في ساعات**

ركّز العرض الذي حمل عنوان «حين يتحدث الاستطلاع» على تحليل الإجابات المفتوحة في الاستطلاعات وشكاوى العملاء باستخدام معالجة اللغة الطبيعية. وأوضح نيكولا كيف تساعد النماذج اللغوية الباحثين على تصنيف آلاف التعليقات بالإنجليزية والصربية والعربية في محاور خلال ساعات، ولماذا يظل على الباحث أن يراجع كل محور قبل أن يصل إلى العميل.

::: chart bar number 40
ساعات تصنيف 5,000 إجابة مفتوحة في مواضيع
الطريقة | الساعات
الترميز اليدوي | 36
نموذج لغوي + مراجعة الباحث | 6
caption: ساعات العمل في مشروع نموذجي بإجابات بالإنجليزية والصربية والعربية، كما عُرضت في محاضرة «عندما يرد الاستبيان».
description: مخطط أعمدة. استغرق ترميز 5,000 إجابة مفتوحة يدويًا نحو 36 ساعة؛ ومع نموذج لغوي يجمع الإجابات وباحث يراجع كل موضوع، استغرق نحو 6 ساعات.
:::

**أبرز نقاط العرض**

- يسرّع الذكاء الاصطناعي ترميز الإجابات المفتوحة، لكن المراجعة البشرية تبقى ضرورية للدقة وفهم الفروق الدقيقة، خاصة بين اللغات واللهجات.
- الجمع بين تحليل النصوص ودرجات الاستطلاع لا يكشف ما يشكو منه العملاء فحسب، بل يبيّن أي الشكاوى تخفض الرضا والولاء فعلًا.
- قد يساعد «المشاركون» المولَّدون بالذكاء الاصطناعي في اختبار مسودة الاستبيان، لكنهم لا يغنون عن أشخاص حقيقيين حين تكون القرارات الحقيقية على المحك.
- الشفافية أساسية: ينبغي أن يعرف العميل دائمًا أين استُخدم الذكاء الاصطناعي في المشروع وكيف جرى التحقق من نتائجه.

**نقاشات استمرت بعد الجلسة**

أظهرت أسئلة الحضور مدى سرعة تطور هذا المجال. فقد جاء كثير منها من علماء بيانات يعملون في البنوك وشركات التجزئة ومشغلي الاتصالات، ويرغبون في ربط بيانات عملائهم بأبحاث الاستطلاعات. وسأل آخرون عن كيفية تطبيق قواعد حماية البيانات في صربيا والاتحاد الأوروبي عند معالجة النصوص بأدوات الذكاء الاصطناعي، وهو سؤال نجيب عنه في كل مشروع بإخفاء هوية البيانات قبل تحليلها.

**ماذا بعد**

أكد المؤتمر التوجه الذي اخترناه لبوتنشيا: أبحاث أسرع وأغنى بفضل الذكاء الاصطناعي، لكنها تظل بقيادة باحثين متمرسين يتحملون المسؤولية عن كل استنتاج. وفي الأشهر المقبلة سننقل النهج نفسه إلى عملائنا في المملكة العربية السعودية، حيث يتنامى الطلب بسرعة على تحليل النصوص باللغة العربية.

إذا رغبت في الاطلاع على العرض أو مناقشة كيف يمكن تطبيق التحليل المدعوم بالذكاء الاصطناعي على بياناتك، فيسعد فريقنا بتواصلك.', 'published', '2024-11-20T00:00:00Z', '2024-11-20');
--> statement-breakpoint
INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status", "publish_at", "published_on") VALUES (4, 'sr', 'data-science-conference', 'Potentia на конференцији о науци о подацима', 'На конференцији о науци о подацима у Београду наш тим је показао како језички модели убрзавају анализу отворених одговора, а да не замењују истраживаче.', 'Наш тим учествовао је на овогодишњој регионалној конференцији о науци о подацима у Београду, где је генерални директор Никола Марковић представио како Potentia у свакодневном раду са клијентима спаја класично истраживање и машинско учење.

**Од отворених одговора до увида за неколико сати**

Предавање под насловом „Када анкета узврати“ било је посвећено анализи отворених одговора из анкета и притужби купаца уз помоћ обраде природног језика. Никола је показао како језички модели помажу истраживачима да хиљаде коментара на енглеском, српском и арапском језику за неколико сати сврстају у теме и зашто истраживач и даље мора да провери сваку тему пре него што стигне до клијента.

::: chart bar number 40
Сати потребни да се 5.000 отворених одговора разврста у теме
Приступ | Сати
Ручно кодирање | 36
Језички модел + провера истраживача | 6
caption: Сати рада на примеру пројекта са одговорима на енглеском, српском и арапском, како је приказано у предавању „Када анкета узврати“.
description: Тракасти графикон. Ручно кодирање 5.000 отворених одговора трајало је око 36 сати; уз језички модел који групише одговоре и истраживача који проверава сваку тему, трајало је око 6 сати.
:::

**Кључне поруке предавања**

- Вештачка интелигенција убрзава кодирање отворених одговора, али људска провера остаје неопходна због тачности и нијанси, нарочито када је реч о различитим језицима и дијалектима.
- Спајање анализе текста са оценама из анкете не показује само на шта се купци жале, већ и које притужбе заиста смањују задовољство и лојалност.
- „Испитаници“ које генерише вештачка интелигенција могу да помогну у тестирању нацрта упитника, али не могу да замене стварне људе када су у питању стварне одлуке.
- Транспарентност је важна: клијент увек треба да зна где је у пројекту коришћена вештачка интелигенција и како су њени резултати проверени.

**Разговори који су се наставили после предавања**

Питања из публике показала су колико се ова област брзо развија. Многа су поставили аналитичари података из банака, трговинских ланаца и телеком оператера који желе да повежу податке о сопственим клијентима са анкетним истраживањима. Други су питали како се прописи о заштити података у Србији и Европској унији примењују када се текстуални подаци обрађују алатима вештачке интелигенције, а на то питање у сваком пројекту одговарамо анонимизацијом података пре анализе.

**Шта следи**

Конференција је потврдила правац који смо одредили за Potentia: истраживања која су захваљујући вештачкој интелигенцији бржа и богатија, али их и даље воде искусни истраживачи који одговарају за сваки закључак. У наредним месецима исти приступ доносимо клијентима у Саудијској Арабији, где потражња за анализом текста на арапском језику брзо расте.

Ако желите да погледате презентацију или да разговарамо о томе како би анализа уз помоћ вештачке интелигенције функционисала на вашим подацима, наш тим ће вам радо одговорити.', 'published', '2024-11-20T00:00:00Z', '2024-11-20');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('insights', 'id'), (SELECT max("id") FROM "insights"));
