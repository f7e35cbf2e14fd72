<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name>Accessibility</name>
    <message numerus="yes">
        <source>your hand, %n card(s)</source>
        <extracomment>The zones the keyboard walks through, as they are read out (with the number of things in each).</extracomment>
        <translation>
            <numerusform>ваша рука, %n карта</numerusform>
            <numerusform>ваша рука, %n карты</numerusform>
            <numerusform>ваша рука, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>ваше поле битвы, %n перманент</numerusform>
            <numerusform>ваше поле битвы, %n перманента</numerusform>
            <numerusform>ваше поле битвы, %n перманентов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s battlefield, %n permanent(s)</source>
        <translation>
            <numerusform>поле битвы игрока %1, %n перманент</numerusform>
            <numerusform>поле битвы игрока %1, %n перманента</numerusform>
            <numerusform>поле битвы игрока %1, %n перманентов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the stack, %n object(s)</source>
        <translation>
            <numerusform>стек, %n объект</numerusform>
            <numerusform>стек, %n объекта</numerusform>
            <numerusform>стек, %n объектов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n повреждение</numerusform>
            <numerusform>%n повреждения</numerusform>
            <numerusform>%n повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n life</source>
        <translation>
            <numerusform>%n жизнь</numerusform>
            <numerusform>%n жизни</numerusform>
            <numerusform>%n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта в руке</numerusform>
            <numerusform>%n карты в руке</numerusform>
            <numerusform>%n карт в руке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in library</source>
        <translation>
            <numerusform>%n карта в библиотеке</numerusform>
            <numerusform>%n карты в библиотеке</numerusform>
            <numerusform>%n карт в библиотеке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mana in pool</source>
        <translation>
            <numerusform>%n мана в запасе</numerusform>
            <numerusform>%n маны в запасе</numerusform>
            <numerusform>%n маны в запасе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your graveyard, %n card(s)</source>
        <translation>
            <numerusform>ваше кладбище, %n карта</numerusform>
            <numerusform>ваше кладбище, %n карты</numerusform>
            <numerusform>ваше кладбище, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard, %n card(s)</source>
        <translation>
            <numerusform>кладбище игрока %1, %n карта</numerusform>
            <numerusform>кладбище игрока %1, %n карты</numerusform>
            <numerusform>кладбище игрока %1, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your exile, %n card(s)</source>
        <translation>
            <numerusform>ваше изгнание, %n карта</numerusform>
            <numerusform>ваше изгнание, %n карты</numerusform>
            <numerusform>ваше изгнание, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile, %n card(s)</source>
        <translation>
            <numerusform>изгнание игрока %1, %n карта</numerusform>
            <numerusform>изгнание игрока %1, %n карты</numerusform>
            <numerusform>изгнание игрока %1, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n life.</source>
        <translation>
            <numerusform>У вас %n жизнь.</numerusform>
            <numerusform>У вас %n жизни.</numerusform>
            <numerusform>У вас %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n life.</source>
        <translation>
            <numerusform>%1: %n жизнь.</numerusform>
            <numerusform>%1: %n жизни.</numerusform>
            <numerusform>%1: %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>creature</source>
        <extracomment>The word for a card&apos;s kind, from its most telling card type (CR 205.2a).</extracomment>
        <translation>существо</translation>
    </message>
    <message>
        <source>planeswalker</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <source>land</source>
        <translation>земля</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <source>enchantment</source>
        <translation>чары</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>мгновенное заклинание</translation>
    </message>
    <message>
        <source>sorcery</source>
        <translation>волшебство</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <source>graveyards and exiles</source>
        <translation>кладбища и изгнания</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>способность</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>ability of %1</source>
        <translation>способность: %1</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>повернута</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>атакует</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>блокирует</translation>
    </message>
    <message>
        <source>summoning sick</source>
        <translation>болезнь вызова</translation>
    </message>
    <message>
        <source>%1 counters: %2</source>
        <translation>счётчики %1: %2</translation>
    </message>
    <message>
        <source>attached to %1</source>
        <translation>прикреплена к: %1</translation>
    </message>
    <message>
        <source>targeting %1</source>
        <translation>цель: %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (вы)</translation>
    </message>
    <message>
        <source>active player</source>
        <translation>активный игрок</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>сверху: %1</translation>
    </message>
    <message>
        <source>%1, controlled by %2</source>
        <translation>%1, под контролем: %2</translation>
    </message>
    <message>
        <source>Turn %1: your turn.</source>
        <extracomment>How many of the last announcements the label shows.</extracomment>
        <translation>Ход %1: ваш ход.</translation>
    </message>
    <message>
        <source>Turn %1: %2&apos;s turn.</source>
        <translation>Ход %1: ходит %2.</translation>
    </message>
    <message>
        <source>%1 attacks you with %2</source>
        <translation>%1 атакует вас: %2</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Вы выиграли партию.</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <source>%1 casts %2 targeting %3</source>
        <translation>%1 разыгрывает %2, цель: %3</translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation>%1 разыгрывает %2</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2 targeting %3</source>
        <translation>%1 активирует способность: %2, цель: %3</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2</source>
        <translation>%1 активирует способность: %2</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>Lethal</source>
        <extracomment>Puzzle categories (``tests/puzzles/categories``, by the start of the file name).</extracomment>
        <translation>Смертельный удар</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Выживание</translation>
    </message>
    <message>
        <source>Friend or foe</source>
        <translation>Свой или чужой</translation>
    </message>
    <message>
        <source>Counterspells</source>
        <translation>Контрзаклинания</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Способности</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Mana rituals</source>
        <translation>Ритуалы маны</translation>
    </message>
    <message>
        <source>First victory</source>
        <extracomment>Each achievement&apos;s title and what earns it (``storage.achievements.ACHIEVEMENTS`` ids).</extracomment>
        <translation>Первая победа</translation>
    </message>
    <message>
        <source>Win a game against the computer.</source>
        <translation>Выиграйте партию у компьютера.</translation>
    </message>
    <message>
        <source>White victory</source>
        <translation>Белая победа</translation>
    </message>
    <message>
        <source>Win with a deck that plays white.</source>
        <translation>Победите колодой с белыми картами.</translation>
    </message>
    <message>
        <source>Blue victory</source>
        <translation>Синяя победа</translation>
    </message>
    <message>
        <source>Win with a deck that plays blue.</source>
        <translation>Победите колодой с синими картами.</translation>
    </message>
    <message>
        <source>Black victory</source>
        <translation>Чёрная победа</translation>
    </message>
    <message>
        <source>Win with a deck that plays black.</source>
        <translation>Победите колодой с чёрными картами.</translation>
    </message>
    <message>
        <source>Red victory</source>
        <translation>Красная победа</translation>
    </message>
    <message>
        <source>Win with a deck that plays red.</source>
        <translation>Победите колодой с красными картами.</translation>
    </message>
    <message>
        <source>Green victory</source>
        <translation>Зелёная победа</translation>
    </message>
    <message>
        <source>Win with a deck that plays green.</source>
        <translation>Победите колодой с зелёными картами.</translation>
    </message>
    <message>
        <source>Master of the five colours</source>
        <translation>Мастер пяти цветов</translation>
    </message>
    <message>
        <source>Win with each of the five colours.</source>
        <translation>Победите каждым из пяти цветов.</translation>
    </message>
    <message>
        <source>As it was sold</source>
        <translation>Как из коробки</translation>
    </message>
    <message>
        <source>Win with a Ninth Edition theme deck.</source>
        <translation>Победите тематической колодой Девятой редакции.</translation>
    </message>
    <message>
        <source>Sealed and delivered</source>
        <translation>Запечатано и доставлено</translation>
    </message>
    <message>
        <source>Win a game with a sealed deck.</source>
        <translation>Выиграйте партию колодой силед.</translation>
    </message>
    <message>
        <source>Draft winner</source>
        <translation>Победитель драфта</translation>
    </message>
    <message>
        <source>Win a game with a deck you drafted.</source>
        <translation>Выиграйте партию колодой, собранной на драфте.</translation>
    </message>
    <message>
        <source>Hard won</source>
        <translation>Трудная победа</translation>
    </message>
    <message>
        <source>Beat the computer at the hard level.</source>
        <translation>Победите компьютер на сложном уровне.</translation>
    </message>
    <message>
        <source>By a thread</source>
        <translation>На волоске</translation>
    </message>
    <message>
        <source>Win with exactly 1 life.</source>
        <translation>Победите, имея ровно 1 жизнь.</translation>
    </message>
    <message>
        <source>Nothing left</source>
        <translation>Пустая рука</translation>
    </message>
    <message>
        <source>Win with no cards in your hand.</source>
        <translation>Победите без единой карты в руке.</translation>
    </message>
    <message>
        <source>Untouched</source>
        <translation>Нетронутый</translation>
    </message>
    <message>
        <source>Win with 20 life or more.</source>
        <translation>Победите, имея 20 жизней или больше.</translation>
    </message>
    <message>
        <source>Hat trick</source>
        <translation>Хет-трик</translation>
    </message>
    <message>
        <source>Win three games in a row.</source>
        <translation>Выиграйте три партии подряд.</translation>
    </message>
    <message>
        <source>Unstoppable</source>
        <translation>Неудержимый</translation>
    </message>
    <message>
        <source>Win five games in a row.</source>
        <translation>Выиграйте пять партий подряд.</translation>
    </message>
    <message>
        <source>Puzzler</source>
        <translation>Знаток головоломок</translation>
    </message>
    <message>
        <source>Solve a puzzle.</source>
        <translation>Решите головоломку.</translation>
    </message>
    <message>
        <source>%1 mastered</source>
        <translation>%1: освоено</translation>
    </message>
    <message>
        <source>Solve every puzzle of the category “%1”.</source>
        <translation>Решите все головоломки категории «%1».</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>%1 of %2 cards</source>
        <extracomment>The name&apos;s part of the room the fixed columns leave; the type line has the rest.</extracomment>
        <translation>%1 из %2 карт</translation>
    </message>
    <message>
        <source>Search names, types and rules text…</source>
        <translation>Поиск по названиям, типам и тексту…</translation>
    </message>
    <message>
        <source>White</source>
        <extracomment>The mime type of cards dragged between the browser and the deck editor. Card types a filter can ask for (CR 300.1, those in the Ninth Edition). Colours and card types as the browser&apos;s filters and the deck plots name them.</extracomment>
        <translation>Белый</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Черный</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зеленый</translation>
    </message>
    <message>
        <source>Colourless</source>
        <translation>Бесцветный</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Существа</translation>
    </message>
    <message>
        <source>Instants</source>
        <translation>Мгновенные заклинания</translation>
    </message>
    <message>
        <source>Sorceries</source>
        <translation>Волшебства</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>Чары</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Артефакты</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Земли</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Прочие</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Все типы</translation>
    </message>
    <message>
        <source>Show only the cards of this mana value</source>
        <translation>Показывать только карты с этим значением маны (ЗМ)</translation>
    </message>
    <message>
        <source>Any mana value</source>
        <translation>Любое ЗМ</translation>
    </message>
    <message>
        <source>Mana value %1</source>
        <translation>Значение маны %1</translation>
    </message>
    <message>
        <source>Mana value 7+</source>
        <translation>Значение маны 7+</translation>
    </message>
    <message>
        <source>All rarities</source>
        <translation>Любая редкость</translation>
    </message>
</context>
<context>
    <name>CardBrowserWindow</name>
    <message>
        <source>Card browser</source>
        <translation>Обзор карт</translation>
    </message>
</context>
<context>
    <name>CardFan</name>
    <message>
        <source>No cards.</source>
        <extracomment>The largest angle of the fan&apos;s outer cards, in degrees.</extracomment>
        <translation>Нет карт.</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>MV</source>
        <translation>ЗМ</translation>
    </message>
    <message>
        <source>P/T</source>
        <translation>С/В</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Редкость</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Необычная</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Редкая</translation>
    </message>
    <message>
        <source>* Not playable yet: mtgdesk doesn&apos;t implement this card&apos;s rules.</source>
        <translation>* Пока нельзя играть: правила этой карты в mtgdesk еще не реализованы.</translation>
    </message>
</context>
<context>
    <name>ChallengeWatch</name>
    <message>
        <source>Colour challenge: %1</source>
        <translation>Испытание цвета: %1</translation>
    </message>
    <message>
        <source>Goal: win a game with %1 against the computer</source>
        <translation>Цель: выиграть партию колодой «%1» против компьютера</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Challenge won!</source>
        <translation>Испытание пройдено!</translation>
    </message>
    <message>
        <source>Not this time: start again, or try another colour.</source>
        <translation>Не в этот раз: начните заново или попробуйте другой цвет.</translation>
    </message>
</context>
<context>
    <name>Challenges</name>
    <message>
        <source>White</source>
        <extracomment>Marks a text for lupdate in the context given; translated where it is shown.</extracomment>
        <translation>Белый</translation>
    </message>
    <message>
        <source>White mana comes from Plains. White stands for law and order: it stops attackers, heals and protects, and it fights with many small creatures (soldiers, clerics) and now and then one great champion, often with flying.</source>
        <translation>Белую ману дают Равнины. Белый — цвет закона и порядка: он останавливает атакующих, лечит и защищает, а сражается множеством небольших существ (солдат, клириков) и порой одним великим защитником, часто летающим.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Blue mana comes from Islands. Blue wins by cunning: it draws the cards it needs, counters or sends back what the opponent plays, and controls the game before it attacks with wizards and flying creatures.</source>
        <translation>Синюю ману дают Острова. Синий побеждает хитростью: он берёт нужные карты, отменяет или возвращает то, что разыгрывает соперник, и держит партию под контролем, прежде чем атаковать волшебниками и летающими существами.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>Black mana comes from Swamps. Black seeks power at any price: it destroys creatures, makes the opponent discard, brings creatures back from the graveyard, and often pays for its strength with life or sacrifices.</source>
        <translation>Чёрную ману дают Болота. Чёрный ищет силы любой ценой: он уничтожает существ, заставляет соперника сбрасывать карты, возвращает существ с кладбища и часто платит за свою мощь жизнью или жертвами.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Red mana comes from Mountains. Red is fire and fury: its spells deal damage to creatures and players, and its creatures, from goblins to dragons, are fast and aggressive. For red, attacking is the best defence.</source>
        <translation>Красную ману дают Горы. Красный — это огонь и ярость: его заклинания наносят повреждения существам и игрокам, а его существа, от гоблинов до драконов, быстры и агрессивны. Для красного лучшая защита — нападение.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Green mana comes from Forests. Green is life and growth: it has the biggest creatures, makes extra mana with its elves and lands, and makes its creatures stronger still. Many of them trample over small blockers.</source>
        <translation>Зелёную ману дают Леса. Зелёный — это жизнь и рост: у него самые большие существа, он получает больше маны с помощью эльфов и земель и делает своих существ ещё сильнее. Многие из них пробивают мелких блокирующих.</translation>
    </message>
</context>
<context>
    <name>ColourPlot</name>
    <message>
        <source>Colours: costs (left) against sources (right), in %</source>
        <translation>Цвета: стоимости (слева) и источники (справа), в %</translation>
    </message>
    <message>
        <source>Coloured symbols / sources: %1</source>
        <translation>Цветные символы / источники: %1</translation>
    </message>
</context>
<context>
    <name>CurvePlot</name>
    <message>
        <source>Mana curve (nonland cards by mana value)</source>
        <extracomment>Bar colours: card types of the curve, and the five colours (demand full, sources paler).</extracomment>
        <translation>Кривая маны (карты, кроме земель, по значению маны)</translation>
    </message>
</context>
<context>
    <name>DamagePanel</name>
    <message>
        <source>%1: lethal damage %2. Click to give it lethal damage.</source>
        <extracomment>The height of a blocker&apos;s picture in the prompt bar.</extracomment>
        <translation>%1: смертельные повреждения — %2. Щёлкните, чтобы назначить смертельные повреждения.</translation>
    </message>
    <message numerus="yes">
        <source>Assign %n combat damage of &lt;b&gt;%1&lt;/b&gt;: click a blocker to give it lethal damage, or set the numbers.</source>
        <translation>
            <numerusform>Распределите %n боевое повреждение существа &lt;b&gt;%1&lt;/b&gt;: щёлкните блокирующее существо, чтобы назначить ему смертельные повреждения, или задайте числа.</numerusform>
            <numerusform>Распределите %n боевых повреждения существа &lt;b&gt;%1&lt;/b&gt;: щёлкните блокирующее существо, чтобы назначить ему смертельные повреждения, или задайте числа.</numerusform>
            <numerusform>Распределите %n боевых повреждений существа &lt;b&gt;%1&lt;/b&gt;: щёлкните блокирующее существо, чтобы назначить ему смертельные повреждения, или задайте числа.</numerusform>
        </translation>
    </message>
    <message>
        <source>Assigned: %1 of %2</source>
        <translation>Назначено: %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n left to assign&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Осталось назначить: %n&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Осталось назначить: %n&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Осталось назначить: %n&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n too many&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Лишнее: %n&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Лишнее: %n&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;Лишнее: %n&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>All assigned</source>
        <translation>Всё назначено</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Lethal damage to each blocker in order, the rest to the last</source>
        <translation>Смертельные повреждения каждому блокирующему по порядку, остаток — последнему</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <source>Open a deck</source>
        <translation>Открыть колоду</translation>
    </message>
    <message>
        <source>%1 (preconstructed)</source>
        <translation>%1 (готовая)</translation>
    </message>
    <message>
        <source>%1 (casual)</source>
        <translation>%1 (свободная)</translation>
    </message>
    <message>
        <source>%1 — %2 cards</source>
        <translation>%1 — карт: %2</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>Main deck ⇄ pool</source>
        <translation>Основная колода ⇄ пул</translation>
    </message>
    <message>
        <source>A preconstructed deck can&apos;t be changed: save a copy first.</source>
        <translation>Готовую колоду нельзя изменить: сначала сохраните копию.</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Your pool has no more %1.</source>
        <translation>В вашем пуле больше нет карты «%1».</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Переместить «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Move %n cards</source>
        <translation>
            <numerusform>Переместить %n карту</numerusform>
            <numerusform>Переместить %n карты</numerusform>
            <numerusform>Переместить %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Build for me</source>
        <translation>Собрать за меня</translation>
    </message>
    <message>
        <source>The computer built a deck from your pool: change it as you like.</source>
        <translation>Компьютер собрал колоду из вашего пула: меняйте её как хотите.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n cards</source>
        <translation>
            <numerusform>Добавить %n карту</numerusform>
            <numerusform>Добавить %n карты</numerusform>
            <numerusform>Добавить %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Add basic lands</source>
        <translation>Добавить базовые земли</translation>
    </message>
    <message>
        <source>Main deck: %1 cards</source>
        <translation>Основная колода: %1 карт</translation>
    </message>
    <message>
        <source>Your pool (not in the deck): %1 cards</source>
        <translation>Ваш пул (вне колоды): %1 карт</translation>
    </message>
    <message>
        <source>Sideboard: %1 cards</source>
        <translation>Сайдборд: %1 карт</translation>
    </message>
    <message>
        <source>✓ A casual deck: at least 40 cards, at most four of a card other than basic lands.</source>
        <translation>✓ Свободная колода: не меньше 40 карт, не больше четырёх экземпляров карты, кроме базовых земель.</translation>
    </message>
    <message>
        <source>✓ The deck follows the deck rules (CR %1).</source>
        <translation>✓ Колода соответствует правилам (CR %1).</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Новая колода</translation>
    </message>
    <message>
        <source>%1 — Deck editor</source>
        <translation>%1 — Редактор колод</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Сохранить копию</translation>
    </message>
    <message>
        <source>Move one copy of each chosen card to the other list (a double-click on a card does it too)</source>
        <translation>Переместить по одному экземпляру каждой выбранной карты в другой список (двойной щелчок по карте делает то же)</translation>
    </message>
    <message>
        <source>The computer builds a 40-card deck from your pool, for you to change</source>
        <translation>Компьютер собирает колоду из 40 карт из вашего пула, а вы её дорабатываете</translation>
    </message>
    <message>
        <source>Show only your pool</source>
        <translation>Показывать только ваш пул</translation>
    </message>
    <message>
        <source>Main deck ⇄ sideboard</source>
        <translation>Основная колода ⇄ сайдборд</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
    <message>
        <source>A preconstructed deck: read-only. Use &quot;Save a copy&quot; to change it.</source>
        <translation>Готовая колода, только для чтения. Чтобы изменить ее, нажмите «Сохранить копию».</translation>
    </message>
    <message>
        <source>Basic lands:</source>
        <translation>Базовые земли:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <source>Plain text, MTGO (*.txt)</source>
        <extracomment>Export formats: (format, file filter, extension).</extracomment>
        <translation>Простой текст, MTGO (*.txt)</translation>
    </message>
    <message>
        <source>MTG Arena (*.txt)</source>
        <translation>MTG Arena (*.txt)</translation>
    </message>
    <message>
        <source>Apprentice, Magic Workstation (*.dec)</source>
        <translation>Apprentice, Magic Workstation (*.dec)</translation>
    </message>
    <message>
        <source>Cockatrice (*.cod)</source>
        <translation>Cockatrice (*.cod)</translation>
    </message>
    <message>
        <source>Forge (*.dck)</source>
        <translation>Forge (*.dck)</translation>
    </message>
    <message>
        <source>XMage (*.dck)</source>
        <translation>XMage (*.dck)</translation>
    </message>
    <message>
        <source>Magic: The Gathering Online (*.dek)</source>
        <translation>Magic: The Gathering Online (*.dek)</translation>
    </message>
    <message>
        <source>Magic Workstation (*.mwDeck)</source>
        <translation>Magic Workstation (*.mwDeck)</translation>
    </message>
    <message>
        <source>A preconstructed deck can&apos;t be changed: save a copy first.</source>
        <translation>Готовую колоду нельзя изменить: сначала сохраните копию.</translation>
    </message>
    <message>
        <source>Import a deck</source>
        <translation>Импорт колоды</translation>
    </message>
    <message>
        <source>Deck files (%1);;All files (*)</source>
        <translation>Файлы колод (%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The deck can&apos;t be read: %1</source>
        <translation>Не удается прочитать колоду: %1</translation>
    </message>
    <message>
        <source>These cards are not in the Ninth Edition and were left out:
%1</source>
        <translation>Этих карт нет в Девятой редакции, они пропущены:
%1</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Импортировано: %1.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Экспорт колоды</translation>
    </message>
    <message>
        <source>Can&apos;t write %1: %2</source>
        <translation>Не удается записать %1: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Новая колода</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>Save the deck</source>
        <translation>Сохранение колоды</translation>
    </message>
    <message>
        <source>The deck can&apos;t be saved: %1</source>
        <translation>Не удается сохранить колоду: %1</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохраненные изменения</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Discard them?</source>
        <translation>В колоде есть несохраненные изменения. Отменить их?</translation>
    </message>
</context>
<context>
    <name>DeckPicker</name>
    <message>
        <source>Reading the decks…</source>
        <translation>Чтение колод…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (ваша)</translation>
    </message>
</context>
<context>
    <name>DeckProblems</name>
    <message>
        <source>The deck has %1 cards; it needs at least %2</source>
        <extracomment>What a deck problem says (``mtgdesk.decks.validation`` message ids); %1.. are its arguments.</extracomment>
        <translation>В колоде %1 карт; нужно не меньше %2</translation>
    </message>
    <message>
        <source>%1: %2 copies; at most %3 of a card other than basic lands</source>
        <translation>%1: %2 экз.; не больше %3 экз. одной карты, кроме базовых земель</translation>
    </message>
    <message>
        <source>The sideboard has %1 cards; at most %2</source>
        <translation>В сайдборде %1 карт; не больше %2</translation>
    </message>
    <message>
        <source>%1 (CR %2).</source>
        <translation>%1 (CR %2).</translation>
    </message>
</context>
<context>
    <name>DeckZoneModel</name>
    <message>
        <source>#</source>
        <extracomment>The zone a drag from a deck list started in.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
</context>
<context>
    <name>DecksMenu</name>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Колоды</translation>
    </message>
    <message>
        <source>Card &amp;browser</source>
        <translation>&amp;Обзор карт</translation>
    </message>
    <message>
        <source>&amp;New deck…</source>
        <translation>&amp;Новая колода…</translation>
    </message>
    <message>
        <source>&amp;Open a deck…</source>
        <translation>&amp;Открыть колоду…</translation>
    </message>
    <message>
        <source>&amp;Import a deck…</source>
        <translation>&amp;Импорт колоды…</translation>
    </message>
    <message>
        <source>&amp;Sealed…</source>
        <translation>&amp;Силед…</translation>
    </message>
    <message>
        <source>Booster &amp;draft…</source>
        <translation>&amp;Драфт бустеров…</translation>
    </message>
</context>
<context>
    <name>DifficultyBox</name>
    <message>
        <source>Easy: plays by rules of thumb</source>
        <translation>Лёгкий: играет по наитию</translation>
    </message>
    <message>
        <source>Medium: looks ahead</source>
        <translation>Средний: просчитывает ходы</translation>
    </message>
    <message>
        <source>Hard: looks further ahead, takes longer</source>
        <translation>Сложный: просчитывает дальше, думает дольше</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Насколько сильно играет компьютер</translation>
    </message>
</context>
<context>
    <name>FileProblemsDialog</name>
    <message>
        <source>Files that could not be used</source>
        <translation>Файлы, которые не удалось использовать</translation>
    </message>
    <message>
        <source>mtgdesk could not use the files below and started without them. Nothing was deleted: below, each file says where it was kept.</source>
        <translation>mtgdesk не удалось использовать перечисленные ниже файлы, и программа запущена без них. Ничего не удалено: для каждого файла указано, где он сохранён.</translation>
    </message>
</context>
<context>
    <name>FirstGame</name>
    <message>
        <source>You may play one land in each of your turns: click a land in your hand, or drag it onto the table. Lands make the mana that pays for everything.</source>
        <extracomment>(key, what it says), in the order they are looked for.</extracomment>
        <translation>За каждый свой ход можно сыграть одну землю: щёлкните по земле в руке или перетащите её на стол. Земли дают ману, которой платят за всё остальное.</translation>
    </message>
    <message>
        <source>You have the mana for a creature: click it in your hand to cast it. It can attack from your next turn on.</source>
        <translation>У вас хватает маны на существо: щёлкните по нему в руке, чтобы разыграть его. Атаковать оно сможет со следующего вашего хода.</translation>
    </message>
    <message>
        <source>Your creatures may attack: click those that attack, then confirm. Those the computer doesn&apos;t block deal their power in damage to it.</source>
        <translation>Ваши существа могут атаковать: щёлкните по атакующим и подтвердите. Те, кого компьютер не заблокирует, нанесут ему повреждения, равные своей силе.</translation>
    </message>
    <message>
        <source>You are attacked. To block, click one of your untapped creatures, then the attacker it blocks; then confirm. Or confirm with no blocks.</source>
        <translation>Вас атакуют. Чтобы заблокировать, щёлкните по своему неповёрнутому существу, затем по атакующему, которого оно блокирует, и подтвердите. Или подтвердите без блоков.</translation>
    </message>
    <message>
        <source>The computer cast a spell: it waits on the stack (beside the table). You may answer with an instant, or pass and let it resolve.</source>
        <translation>Компьютер разыграл заклинание: оно ждёт в стеке (сбоку от стола). Можно ответить мгновенным заклинанием или спасовать и дать ему разрешиться.</translation>
    </message>
    <message>
        <source>You can cast an instant now: instants can be cast whenever you have priority, even in the computer&apos;s turn.</source>
        <translation>Сейчас можно разыграть мгновенное заклинание: их разыгрывают всякий раз, когда у вас есть приоритет, даже в ход компьютера.</translation>
    </message>
</context>
<context>
    <name>FirstGameHints</name>
    <message>
        <source>First game</source>
        <translation>Первая партия</translation>
    </message>
    <message>
        <source>Goal: win against the computer; hints appear as new things happen</source>
        <translation>Цель: победить компьютер; подсказки появляются, когда происходит что-то новое</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Play as you like: a hint will show here when you meet something new.</source>
        <translation>Играйте как хотите: подсказка появится здесь, когда вы встретите что-то новое.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>a card</source>
        <translation>карту</translation>
    </message>
    <message>
        <source>A card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2) against %3 (%4)</source>
        <translation>%1 (%2) — %3 (%4)</translation>
    </message>
    <message>
        <source>Puzzle: %1. %2 against %3.</source>
        <translation>Задача: %1. %2 — %3.</translation>
    </message>
    <message>
        <source>Lesson: %1. %2 against %3.</source>
        <translation>Урок: %1. %2 — %3.</translation>
    </message>
    <message>
        <source>%1 concedes the game.</source>
        <translation>%1 сдаётся.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Ход %1: %2</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 разыгрывает %2.</translation>
    </message>
    <message>
        <source>%1 casts %2.</source>
        <translation>%1 разыгрывает %2.</translation>
    </message>
    <message>
        <source>%1 activates an ability of %2.</source>
        <translation>%1 активирует способность %2.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t resolve: its targets are gone.</source>
        <translation>%1 не разрешается: его цели исчезли.</translation>
    </message>
    <message>
        <source>The ability of %1 resolves.</source>
        <translation>Способность %1 разрешается.</translation>
    </message>
    <message>
        <source>%1 resolves.</source>
        <translation>%1 разрешается.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t attack.</source>
        <translation>%1 не атакует.</translation>
    </message>
    <message>
        <source>%1 attacks with %2.</source>
        <translation>%1 атакует: %2.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t block.</source>
        <translation>%1 не блокирует.</translation>
    </message>
    <message>
        <source>%1 blocks %2.</source>
        <translation>%1 блокирует %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <comment>player</comment>
        <translation>
            <numerusform>%2 получает %n повреждение от %1.</numerusform>
            <numerusform>%2 получает %n повреждения от %1.</numerusform>
            <numerusform>%2 получает %n повреждений от %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение %2.</numerusform>
            <numerusform>%1 наносит %n повреждения %2.</numerusform>
            <numerusform>%1 наносит %n повреждений %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now has %2 life.</source>
        <translation>Жизнь игрока %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n life.</source>
        <translation>
            <numerusform>У игрока %1 теперь %n жизнь.</numerusform>
            <numerusform>У игрока %1 теперь %n жизни.</numerusform>
            <numerusform>У игрока %1 теперь %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes a mulligan.</source>
        <translation>%1 берет муллиган.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life to mana burn.</source>
        <translation>
            <numerusform>%1 теряет %n жизнь из-за сгорания маны.</numerusform>
            <numerusform>%1 теряет %n жизни из-за сгорания маны.</numerusform>
            <numerusform>%1 теряет %n жизней из-за сгорания маны.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 regenerates.</source>
        <translation>%1 регенерирует.</translation>
    </message>
    <message>
        <source>%1 is countered.</source>
        <translation>%1 отменяется.</translation>
    </message>
    <message>
        <source>%1 looks at the hand of %2.</source>
        <translation>%1 смотрит руку игрока %2.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 показывает %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of their library.</source>
        <translation>
            <numerusform>%1 смотрит %n верхнюю карту своей библиотеки.</numerusform>
            <numerusform>%1 смотрит %n верхние карты своей библиотеки.</numerusform>
            <numerusform>%1 смотрит %n верхних карт своей библиотеки.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 loses the game (CR %2).</source>
        <translation>%1 проигрывает партию (ПП %2).</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Партия окончилась вничью.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 выигрывает партию.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 берет карту.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 сбрасывает %2.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 умирает.</translation>
    </message>
    <message>
        <source>%1 is put into its owner&apos;s graveyard.</source>
        <translation>%1 отправляется на кладбище владельца.</translation>
    </message>
    <message>
        <source>%1 is put onto the battlefield.</source>
        <translation>%1 выходит на поле битвы.</translation>
    </message>
    <message>
        <source>%1 is exiled.</source>
        <translation>%1 изгоняется.</translation>
    </message>
    <message>
        <source>%1 returns to its owner&apos;s hand.</source>
        <translation>%1 возвращается в руку владельца.</translation>
    </message>
    <message>
        <source>%1 is put into its owner&apos;s library.</source>
        <translation>%1 кладется в библиотеку владельца.</translation>
    </message>
    <message>
        <source>%1 is put into a graveyard from a library.</source>
        <translation>%1 отправляется на кладбище из библиотеки.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>Save the log…</source>
        <translation>Сохранить журнал…</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>История…</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
</context>
<context>
    <name>GameRecords</name>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Открыть сохранённую партию…</translation>
    </message>
    <message>
        <source>Continue or watch a game from a file</source>
        <translation>Продолжить или посмотреть партию из файла</translation>
    </message>
    <message>
        <source>Save the game &amp;as…</source>
        <translation>Сохранить партию &amp;как…</translation>
    </message>
    <message>
        <source>Write this game to a file of your choice</source>
        <translation>Записать эту партию в выбранный файл</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Go back to your previous decision</source>
        <translation>Вернуться к вашему предыдущему решению</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <translation>&amp;Посмотреть запись</translation>
    </message>
    <message>
        <source>Watch this game again, step by step</source>
        <translation>Пересмотреть эту партию шаг за шагом</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Wins and losses over all your games</source>
        <translation>Победы и поражения во всех ваших партиях</translation>
    </message>
    <message>
        <source>Save the position as a &amp;scenario…</source>
        <translation>Сохранить позицию как &amp;сценарий…</translation>
    </message>
    <message>
        <source>Write this position as a scenario file, to report a rules question or a bug</source>
        <translation>Записать эту позицию в файл сценария, чтобы сообщить о вопросе по правилам или об ошибке</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Не удалось сохранить партию: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>This game can&apos;t be continued: %1</source>
        <translation>Эту партию нельзя продолжить: %1</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>mtgdesk games (*.json)</source>
        <translation>Партии mtgdesk (*.json)</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation>Сохранить партию как</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>Партия сохранена в %1</translation>
    </message>
    <message>
        <source>Nothing to undo: you can&apos;t go back past a card you have seen.</source>
        <translation>Нечего отменять: нельзя вернуться раньше карты, которую вы уже видели.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 asks to take back their last decision. Does %2 agree?</source>
        <translation>%1 просит отменить своё последнее решение. %2 согласен?</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes back the last decision (%n action(s) undone).</source>
        <translation>
            <numerusform>%1 отменяет последнее решение (отменено %n действие).</numerusform>
            <numerusform>%1 отменяет последнее решение (отменено %n действия).</numerusform>
            <numerusform>%1 отменяет последнее решение (отменено %n действий).</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Посмотреть запись</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Save the position as a scenario</source>
        <translation>Сохранить позицию как сценарий</translation>
    </message>
    <message>
        <source>Scenarios (*.toml)</source>
        <translation>Сценарии (*.toml)</translation>
    </message>
    <message>
        <source>A position saved from a game</source>
        <translation>Позиция, сохранённая из партии</translation>
    </message>
    <message>
        <source>Scenario saved to %1</source>
        <translation>Сценарий сохранён в %1</translation>
    </message>
</context>
<context>
    <name>HistoryPlots</name>
    <message>
        <source>Life</source>
        <translation>Жизни</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Карты в руке</translation>
    </message>
    <message>
        <source>Permanents on the battlefield</source>
        <translation>Перманенты на поле битвы</translation>
    </message>
    <message>
        <source>Mana spent</source>
        <translation>Потрачено маны</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History: %1 against %2</source>
        <translation>История: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n ход</numerusform>
            <numerusform>%1 · %n хода</numerusform>
            <numerusform>%1 · %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Посмотреть запись</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a game</source>
        <translation>Создать игру</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Your deck:</source>
        <translation>Ваша колода:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Relay (optional):</source>
        <translation>Ретранслятор (необязательно):</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хозяин</translation>
    </message>
    <message>
        <source>relay.example.org:40037, for a friend outside your network</source>
        <translation>relay.example.org:40037 — для друга вне вашей сети</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Матч:</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Одна партия</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>До двух побед</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Партия:</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Resume: %1 against %2 (%3)</source>
        <translation>Продолжить: %1 против %2 (%3)</translation>
    </message>
    <message>
        <source>Choose your deck, then Host: your friend joins with the address, the port and the invite code shown here.</source>
        <translation>Выберите колоду и нажмите «Создать»: друг подключится по показанным здесь адресу, порту и коду приглашения.</translation>
    </message>
    <message>
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <source>Through the relay &lt;b&gt;%1&lt;/b&gt;: your friend joins with this relay and the code.</source>
        <translation>Через ретранслятор &lt;b&gt;%1&lt;/b&gt;: друг подключается через этот ретранслятор с кодом.</translation>
    </message>
    <message>
        <source>Address: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Port: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Адрес: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Порт: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This game is not listed on the local network (UDP port %1 is in use): give your friend the address.</source>
        <translation>Эта игра не видна в локальной сети (UDP-порт %1 занят): сообщите другу адрес.</translation>
    </message>
    <message>
        <source>Invite code:</source>
        <translation>Код приглашения:</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Ждём, пока друг подключится…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Подключиться к игре</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Your deck:</source>
        <translation>Ваша колода:</translation>
    </message>
    <message>
        <source>Host&apos;s address and port:</source>
        <translation>Адрес и порт хозяина:</translation>
    </message>
    <message>
        <source>Invite code:</source>
        <translation>Код приглашения:</translation>
    </message>
    <message>
        <source>Relay (optional):</source>
        <translation>Ретранслятор (необязательно):</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Гость</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>например, %1</translation>
    </message>
    <message>
        <source>the relay&apos;s address, if the host waits at one</source>
        <translation>адрес ретранслятора, если хозяин ждёт там</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
</context>
<context>
    <name>KeyboardFocus</name>
    <message>
        <source>No attackers are being declared now.</source>
        <extracomment>The zones, in the order Down and Tab walk them (&quot;panel&quot;: the cards of the zone panel, a graveyard or the cards of a choice, while it is open). Where a new decision puts the focus (unless it is on such a thing already): the first of the things lit for it (a highlight, in a zone).</extracomment>
        <translation>Сейчас атакующие не объявляются.</translation>
    </message>
    <message>
        <source>No blockers are being declared now.</source>
        <translation>Сейчас блокирующие не объявляются.</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Left, Right</source>
        <translation>Влево, Вправо</translation>
    </message>
    <message>
        <source>The previous or next card of the zone</source>
        <translation>Предыдущая или следующая карта зоны</translation>
    </message>
    <message>
        <source>Up, Down, Tab, Shift+Tab</source>
        <translation>Вверх, Вниз, Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>The previous or next zone: your hand, your battlefield, the stack, the opponent&apos;s battlefield, the players, the graveyards and exiles</source>
        <translation>Предыдущая или следующая зона: ваша рука, ваше поле битвы, стек, поле битвы соперника, игроки, кладбища и изгнания</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or last card of the zone</source>
        <translation>Первая или последняя карта зоны</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>What a click does: play, cast or activate the card, choose it or the player as a target, open a graveyard</source>
        <translation>То же, что щелчок: сыграть, разыграть или активировать карту, выбрать её или игрока целью, открыть кладбище</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Declare the creature as an attacker, or take it back</source>
        <translation>Объявить существо атакующим или отменить это</translation>
    </message>
    <message>
        <source>Shift+A</source>
        <translation>Shift+A</translation>
    </message>
    <message>
        <source>Attack with every creature that can</source>
        <translation>Атаковать всеми существами, которые могут</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The creature blocks: then Enter on the attacker it blocks</source>
        <translation>Существо блокирует: затем Enter на атакующем, которого оно блокирует</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>The prompt&apos;s main button: pass priority, confirm, keep</source>
        <translation>Главная кнопка подсказки: передать приоритет, подтвердить, оставить</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>The prompt&apos;s buttons, from the left</source>
        <translation>Кнопки подсказки, слева направо</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Take back: a spell being cast, a declaration, close a graveyard</source>
        <translation>Отменить: разыгрываемое заклинание, объявление; закрыть кладбище</translation>
    </message>
    <message>
        <source>Up, Down, Enter (in a menu)</source>
        <translation>Вверх, Вниз, Enter (в меню)</translation>
    </message>
    <message>
        <source>Choose among a card&apos;s abilities or mana</source>
        <translation>Выбрать способность карты или цвет маны</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>From the table to the prompt&apos;s inputs (a number, a list), to the game log, and back</source>
        <translation>Со стола к полям подсказки (число, список), к журналу партии и обратно</translation>
    </message>
    <message>
        <source>Enter (in the prompt&apos;s input)</source>
        <translation>Enter (в поле подсказки)</translation>
    </message>
    <message>
        <source>The prompt&apos;s main button, as Space on the table</source>
        <translation>Главная кнопка подсказки, как Пробел на столе</translation>
    </message>
    <message>
        <source>Shift+Enter, or Shift held as a spell is dropped or clicked</source>
        <translation>Shift+Enter, или Shift при отпускании или щелчке заклинания</translation>
    </message>
    <message>
        <source>Pay that spell by hand, by clicking lands, even when payment is automatic</source>
        <translation>Оплатить это заклинание вручную, щелкая земли, даже когда оплата автоматическая</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>The table can be played without a mouse. The focused card has a white ring and is shown in the zoom; a screen reader reads it.</source>
        <translation>За столом можно играть без мыши. Карта в фокусе обведена белым и показана в увеличении; программа экранного доступа её зачитывает.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Клавиша</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Что делает</translation>
    </message>
</context>
<context>
    <name>LanList</name>
    <message>
        <source>Games on your local network</source>
        <translation>Игры в вашей локальной сети</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>Look again for the games hosted on your local network</source>
        <translation>Снова поискать игры, созданные в вашей локальной сети</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(без имени)</translation>
    </message>
    <message>
        <source>%1 — %2 (another version of mtgdesk: %3)</source>
        <translation>%1 — %2 (другая версия mtgdesk: %3)</translation>
    </message>
    <message>
        <source>Looking for games on your local network…</source>
        <translation>Поиск игр в вашей локальной сети…</translation>
    </message>
    <message>
        <source>The search of the local network is turned off (MTGDESK_DISCOVERY).</source>
        <translation>Поиск в локальной сети отключён (MTGDESK_DISCOVERY).</translation>
    </message>
    <message>
        <source>The local network could not be searched. Type the host&apos;s address below.</source>
        <translation>Не удалось выполнить поиск в локальной сети. Введите адрес хозяина ниже.</translation>
    </message>
    <message>
        <source>No game found on your local network. Type the host&apos;s address below, or Refresh.</source>
        <translation>В вашей локальной сети игр не найдено. Введите адрес хозяина ниже или нажмите «Обновить».</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found: choose one, then type its invite code.</source>
        <translation>
            <numerusform>Найдена %n игра: выберите её, затем введите её код приглашения.</numerusform>
            <numerusform>Найдено %n игры: выберите одну, затем введите её код приглашения.</numerusform>
            <numerusform>Найдено %n игр: выберите одну, затем введите её код приглашения.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnToPlay</name>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Научиться играть…</translation>
    </message>
    <message>
        <source>Short lessons on the table: the rules, step by step</source>
        <translation>Короткие уроки на столе: правила шаг за шагом</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>New to Magic? Nine short lessons on the table teach you the rules.</source>
        <translation>Впервые в Magic? Девять коротких уроков на столе научат вас правилам.</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <source>Read the instruction first, then press Next.</source>
        <extracomment>Moves that make up a step&apos;s move; the others (paying, tapping for mana, choosing targets while casting) go with the move the learner began.</extracomment>
        <translation>Сначала прочтите указание, затем нажмите «Далее».</translation>
    </message>
    <message>
        <source>That is not the move this step asks for.</source>
        <translation>Этот шаг просит другой ход.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Урок: %1</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Open the rules reference at the rule this step teaches</source>
        <translation>Открыть справочник правил на правиле, которому учит этот шаг</translation>
    </message>
    <message>
        <source>Well done: you have reached the lesson&apos;s goal.</source>
        <translation>Отлично: цель урока достигнута.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Пройден</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Следующий урок</translation>
    </message>
    <message>
        <source>The game went another way than the lesson expected (%1). Start again.</source>
        <translation>Партия пошла не так, как ожидал урок (%1). Начните заново.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Each lesson is a short position on the table: read, then make the move asked for. The &quot;?&quot; beside a step opens the rule it teaches.</source>
        <translation>Каждый урок — короткая позиция на столе: прочтите и сделайте нужный ход. Кнопка «?» у шага открывает правило, которому он учит.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Then a first game with hints, and the colour challenges: a game with each colour&apos;s deck against the easy computer player.</source>
        <translation>Затем — первая партия с подсказками и испытания цветов: партия колодой каждого цвета против лёгкого компьютера.</translation>
    </message>
    <message>
        <source>A first game with hints: %1 against the easy computer player</source>
        <translation>Первая партия с подсказками: «%1» против лёгкого компьютера</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Finished: %1 of %2</source>
        <translation>Пройдено: %1 из %2</translation>
    </message>
</context>
<context>
    <name>LimitedWindow</name>
    <message>
        <source>Ninth Edition</source>
        <extracomment>The names of the sets whose boosters can be opened, translated (another set: its own name).</extracomment>
        <translation>Девятая редакция</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Силед</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Драфт</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (компьютер)</translation>
    </message>
    <message>
        <source>Booster %1 of 3, pick %2. Double-click the card you take; the seven computer drafters pick at the same time, then the boosters pass %3.</source>
        <translation>Бустер %1 из 3, выбор %2. Дважды щелкните карту, которую берете; семь компьютерных игроков выбирают одновременно с вами, затем бустеры передаются %3.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>налево</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>направо</translation>
    </message>
    <message>
        <source>Your pool: %1 cards. Build a deck of at least 40 cards from it; basic lands are free (CR 100.2b).</source>
        <translation>Ваш пул: %1 карт. Соберите из него колоду не меньше чем из 40 карт; базовые земли бесплатны (CR 100.2b).</translation>
    </message>
    <message>
        <source>Your deck is saved as &quot;%1&quot;, the computer&apos;s as &quot;%2&quot;: both can be played again from the new-game page.</source>
        <translation>Ваша колода сохранена как «%1», колода компьютера — как «%2»: обе можно снова выбрать на странице новой партии.</translation>
    </message>
    <message>
        <source>Booster draft</source>
        <translation>Драфт бустеров</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Seed %1: the same seed deals the same boosters.</source>
        <translation>Зерно %1: одно и то же зерно даёт те же бустеры.</translation>
    </message>
    <message>
        <source>Your picks:</source>
        <translation>Ваш выбор:</translation>
    </message>
    <message>
        <source>Your pool:</source>
        <translation>Ваш пул:</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Взять эту карту</translation>
    </message>
    <message>
        <source>Build your deck…</source>
        <translation>Собрать колоду…</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>До двух побед</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Играть против компьютера</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>mtgdesk</source>
        <extracomment>The five colours, in the order of the colour pie, shown on the start page.</extracomment>
        <translation>mtgdesk</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>Choose two decks and start a game</source>
        <translation>Выбрать две колоды и начать партию</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Продолжить последнюю партию</translation>
    </message>
    <message>
        <source>&amp;Save the game log…</source>
        <translation>&amp;Сохранить журнал партии…</translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation>На &amp;стартовую страницу</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Leave mtgdesk</source>
        <translation>Закрыть mtgdesk</translation>
    </message>
    <message>
        <source>&amp;Pass priority / confirm</source>
        <translation>&amp;Передать приоритет / подтвердить</translation>
    </message>
    <message>
        <source>Pass priority, or press the prompt&apos;s main button (Space)</source>
        <translation>Передать приоритет или нажать главную кнопку подсказки (Пробел)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Закончить ход</translation>
    </message>
    <message>
        <source>Pass priority until the end of the turn</source>
        <translation>Передавать приоритет до конца хода</translation>
    </message>
    <message>
        <source>&amp;Full control</source>
        <translation>&amp;Полный контроль</translation>
    </message>
    <message>
        <source>Stop at every priority, even where you could only pass</source>
        <translation>Останавливаться при каждом получении приоритета, даже когда можно только пасовать</translation>
    </message>
    <message>
        <source>C&amp;oncede…</source>
        <translation>С&amp;даться…</translation>
    </message>
    <message>
        <source>Give up this game: the other player wins</source>
        <translation>Сдаться в этой партии: побеждает другой игрок</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>The same decks and players again, with a new shuffle</source>
        <translation>Те же колоды и игроки, с новым перемешиванием</translation>
    </message>
    <message>
        <source>&amp;About mtgdesk</source>
        <translation>&amp;О программе mtgdesk</translation>
    </message>
    <message>
        <source>Show the version of mtgdesk</source>
        <translation>Показать версию mtgdesk</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <source>Keywords and the rules that refusals cite</source>
        <translation>Ключевые слова и правила, на которые ссылаются отказы</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Magic: The Gathering on your desktop, against the computer or a friend, with every rule enforced.</source>
        <translation>Magic: The Gathering на вашем компьютере — против компьютера или друга, по всем правилам.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>A game is in progress. Start a new one? This one is kept: continue it later from the saved games.</source>
        <translation>Идёт партия. Начать новую? Эта сохранится: её можно продолжить позже из списка сохранённых партий.</translation>
    </message>
    <message>
        <source>A game is in progress. Leave it and start a new one? It will be lost.</source>
        <translation>Идёт партия. Бросить её и начать новую? Она будет потеряна.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Concede this game? The other player wins.</source>
        <translation>Сдаться в этой партии? Победит другой игрок.</translation>
    </message>
    <message>
        <source>The last game is open in another mtgdesk window.</source>
        <translation>Последняя партия открыта в другом окне mtgdesk.</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Нет партии, которую можно продолжить.</translation>
    </message>
    <message>
        <source>The last game can&apos;t be continued: %1</source>
        <translation>Последнюю партию нельзя продолжить: %1</translation>
    </message>
    <message>
        <source>Another mtgdesk window keeps the saved game: this game won&apos;t be saved.</source>
        <translation>Сохранённая партия занята другим окном mtgdesk: эта партия не будет сохраняться.</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Удачи!</translation>
    </message>
    <message>
        <source>The keys that play the table without a mouse</source>
        <translation>Клавиши для игры без мыши</translation>
    </message>
    <message>
        <source>Why? CR %1</source>
        <translation>Почему? ПП %1</translation>
    </message>
    <message>
        <source>Open the rules reference at this rule (F1)</source>
        <translation>Открыть справочник правил на этом правиле (F1)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Вы проиграли.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>Turn %1. Life: %2 %3, %4 %5.</source>
        <translation>Ход %1. Жизни: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <source>%1 conceded.</source>
        <translation>%1 сдался.</translation>
    </message>
    <message>
        <source>Save the game log</source>
        <translation>Сохранить журнал партии</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <source>Log saved to %1</source>
        <translation>Журнал сохранен в %1</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>Настройки не сохранены: %1</translation>
    </message>
    <message>
        <source>About mtgdesk</source>
        <translation>О программе mtgdesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;mtgdesk %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;mtgdesk %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A desktop client for Magic: The Gathering, with every rule enforced.&lt;br&gt;&lt;br&gt;Magic: The Gathering is a trademark of Wizards of the Coast LLC. mtgdesk is not affiliated with or endorsed by Wizards of the Coast.</source>
        <translation>Настольный клиент для Magic: The Gathering, в котором соблюдаются все правила.&lt;br&gt;&lt;br&gt;Magic: The Gathering — товарный знак Wizards of the Coast LLC. mtgdesk не связан с Wizards of the Coast и не одобрен ею.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Следующая партия</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match (best of %1): %2 %3 – %4 %5</source>
        <translation>Матч (до %1 игр): %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 выигрывает матч.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Матч закончился вничью.</translation>
    </message>
</context>
<context>
    <name>NamedChoicePrompts</name>
    <message>
        <source>Name it</source>
        <translation>Назвать</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: name a card (type a part of its name).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: назовите карту (введите часть ее названия).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose an opponent.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите оппонента.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a player.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите игрока.</translation>
    </message>
    <message>
        <source>Pay %1 life to put the revealed &lt;b&gt;%2&lt;/b&gt; into its owner&apos;s graveyard instead of being drawn?</source>
        <translation>Заплатить %1 жизни, чтобы показанная карта &lt;b&gt;%2&lt;/b&gt; отправилась на кладбище ее владельца, а не была взята?</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Не платить</translation>
    </message>
    <message>
        <source>Pay %1 life</source>
        <translation>Заплатить %1 жизни</translation>
    </message>
    <message>
        <source>Choose the card to put on the bottom of your library (the next one goes on top of it).</source>
        <translation>Выберите карту, которую нужно положить в низ вашей библиотеки (следующая ляжет на нее).</translation>
    </message>
    <message>
        <source>Search %1&apos;s library: click the card you find.</source>
        <translation>Библиотека игрока %1: щелкните карту, которую вы находите.</translation>
    </message>
    <message>
        <source>Search the library: click the card you find.</source>
        <translation>Библиотека: щелкните карту, которую вы находите.</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Host a game…</source>
        <extracomment>The connection&apos;s timings (None: ``NetSettings()``&apos;s, heartbeats noticing a dead connection within 10 s, 5 minutes to come back); the tests make them short.</extracomment>
        <translation>&amp;Создать сетевую игру…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: wait for them to join</source>
        <translation>Играть с другом за другим компьютером: ждать его подключения</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Подключиться к игре…</translation>
    </message>
    <message>
        <source>Play a friend on another computer: join the game they host</source>
        <translation>Играть с другом за другим компьютером: подключиться к его игре</translation>
    </message>
    <message>
        <source>&amp;Say something to your opponent…</source>
        <translation>&amp;Сказать сопернику…</translation>
    </message>
    <message>
        <source>A line of chat, shown in both game logs</source>
        <translation>Строка чата, видна в журналах партии у обоих игроков</translation>
    </message>
    <message>
        <source>the saved game&apos;s deck</source>
        <translation>колода сохранённой партии</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хозяин</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Гость</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Сетевая игра</translation>
    </message>
    <message>
        <source>their own deck</source>
        <translation>своя колода</translation>
    </message>
    <message>
        <source>%1 has left: the connection is closed.</source>
        <translation>%1 вышел из игры: соединение закрыто.</translation>
    </message>
    <message>
        <source>Best of three: %1 %2 – %3 %4, game %5</source>
        <translation>До двух побед: %1 %2 – %3 %4, партия %5</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Следующая партия</translation>
    </message>
    <message>
        <source>Offer a rematch</source>
        <translation>Предложить реванш</translation>
    </message>
    <message>
        <source>Game %1: %2 plays first (the loser of the previous game chose, CR 103.1).</source>
        <translation>Партия %1: первым ходит %2 (выбор проигравшего предыдущую партию, CR 103.1).</translation>
    </message>
    <message>
        <source>Who plays first?</source>
        <translation>Кто ходит первым?</translation>
    </message>
    <message>
        <source>You lost the previous game, so you choose who takes the first turn of game %1 (CR 103.1).</source>
        <translation>Вы проиграли предыдущую партию, поэтому вы выбираете, кто ходит первым в партии %1 (CR 103.1).</translation>
    </message>
    <message>
        <source>Play first</source>
        <translation>Ходить первым</translation>
    </message>
    <message>
        <source>Draw first</source>
        <translation>Ходить вторым</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>%1 offers a rematch: best of three. Play again?</source>
        <translation>%1 предлагает реванш до двух побед. Сыграть ещё?</translation>
    </message>
    <message>
        <source>%1 offers a rematch. Play again?</source>
        <translation>%1 предлагает реванш. Сыграть ещё?</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <source>Rematch declined.</source>
        <translation>Реванш отклонён.</translation>
    </message>
    <message>
        <source>%1 accepts the rematch.</source>
        <translation>%1 принимает реванш.</translation>
    </message>
    <message>
        <source>%1 declines the rematch.</source>
        <translation>%1 отказывается от реванша.</translation>
    </message>
    <message>
        <source>Your opponent has not come back</source>
        <translation>Соперник не вернулся</translation>
    </message>
    <message>
        <source>%1 did not come back in time. Claim the win, or keep the game saved to resume it later?</source>
        <translation>%1 не вернулся вовремя. Засчитать себе победу или сохранить партию, чтобы продолжить её позже?</translation>
    </message>
    <message>
        <source>To resume a kept game: Game ▸ Host a game…, choose it, and give your friend the same invite code.</source>
        <translation>Чтобы продолжить сохранённую партию: Партия ▸ Создать сетевую игру…, выберите её и дайте другу тот же код приглашения.</translation>
    </message>
    <message>
        <source>To resume a kept game: when your friend hosts it again, join with the same address and invite code.</source>
        <translation>Чтобы продолжить сохранённую партию: когда друг снова её создаст, подключитесь по тому же адресу и коду приглашения.</translation>
    </message>
    <message>
        <source>Claim the win</source>
        <translation>Засчитать победу</translation>
    </message>
    <message>
        <source>Keep the game saved</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The game is kept. To resume it: Game ▸ Host a game…, choose it under Game, and give your friend the invite code %1 again.</source>
        <translation>Партия сохранена. Чтобы продолжить её: Партия ▸ Создать сетевую игру…, выберите её в поле «Партия» и снова дайте другу код приглашения %1.</translation>
    </message>
    <message>
        <source>The game is kept. When your friend hosts it again, join with the same address and the invite code %1.</source>
        <translation>Партия сохранена. Когда друг снова её создаст, подключитесь по тому же адресу с кодом приглашения %1.</translation>
    </message>
    <message>
        <source>Waiting for your opponent to reconnect (%1)</source>
        <translation>Ждём, пока соперник переподключится (%1)</translation>
    </message>
    <message>
        <source>Say something</source>
        <translation>Сказать</translation>
    </message>
    <message>
        <source>To your opponent:</source>
        <translation>Сопернику:</translation>
    </message>
    <message>
        <source>For another game over the network, host or join again (Game menu).</source>
        <translation>Чтобы сыграть ещё раз по сети, снова создайте игру или подключитесь (меню «Игра»).</translation>
    </message>
    <message>
        <source>Ready: the next game begins when %1 is ready too.</source>
        <translation>Готово: следующая партия начнётся, когда %1 тоже будет готов.</translation>
    </message>
    <message>
        <source>Rematch offered: waiting for %1&apos;s answer…</source>
        <translation>Реванш предложен: ждём ответа от %1…</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 говорит: %2</translation>
    </message>
    <message>
        <source>The invite code is wrong. Check it with your friend and try again.</source>
        <translation>Неверный код приглашения. Сверьте его с другом и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The host runs another version of mtgdesk: both players need the same version.</source>
        <translation>У хозяина другая версия mtgdesk: обоим игрокам нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>This game already has its two players.</source>
        <translation>В этой игре уже два игрока.</translation>
    </message>
    <message>
        <source>The host can&apos;t play this deck.</source>
        <translation>Хозяин не может играть этой колодой.</translation>
    </message>
    <message>
        <source>The host didn&apos;t understand this program (another version of mtgdesk?).</source>
        <translation>Хозяин не понял эту программу (другая версия mtgdesk?).</translation>
    </message>
    <message>
        <source>The host has gone: the game can&apos;t go on.</source>
        <translation>Хозяин ушёл: игру нельзя продолжить.</translation>
    </message>
    <message>
        <source>Nobody answers at this address and port. Is the game hosted, and the address right?</source>
        <translation>По этому адресу и порту никто не отвечает. Создана ли игра и верен ли адрес?</translation>
    </message>
    <message>
        <source>This computer can&apos;t wait for a friend on this port (is another program using it?).</source>
        <translation>Этот компьютер не может ждать друга на этом порту (его занимает другая программа?).</translation>
    </message>
    <message>
        <source>The relay refused or can&apos;t be reached.</source>
        <translation>Ретранслятор отказал или недоступен.</translation>
    </message>
    <message>
        <source>Nobody joined in time.</source>
        <translation>Никто не подключился вовремя.</translation>
    </message>
    <message>
        <source>Write the host&apos;s address and port, for example 192.168.1.20:7737.</source>
        <translation>Введите адрес и порт хозяина, например 192.168.1.20:7737.</translation>
    </message>
    <message>
        <source>Write the invite code your friend gave you.</source>
        <translation>Введите код приглашения, который дал вам друг.</translation>
    </message>
    <message>
        <source>The network game stopped.</source>
        <translation>Сетевая игра остановлена.</translation>
    </message>
    <message>
        <source>The other player did not come back in time.</source>
        <translation>Другой игрок не вернулся вовремя.</translation>
    </message>
    <message>
        <source>A player conceded.</source>
        <translation>Игрок сдался.</translation>
    </message>
    <message>
        <source>Shuffles checked: the seed matches its commitment and the replay matches what was shown.</source>
        <translation>Перемешивания проверены: зерно совпадает с обязательством, а повтор партии — с тем, что было показано.</translation>
    </message>
    <message>
        <source>Warning: the host&apos;s game does not check out against what was shown.</source>
        <translation>Внимание: партия хозяина не сходится с тем, что было показано.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Play against</source>
        <translation>Играть против</translation>
    </message>
    <message>
        <source>A friend at this computer (hot seat)</source>
        <translation>Друг за этим компьютером (по очереди)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 (casual)</source>
        <translation>%1 (свободная)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>%1 (%2 cards)</source>
        <translation>%1 (карт: %2)</translation>
    </message>
    <message>
        <source>Today&apos;s rules</source>
        <extracomment>&quot;The computer chooses&quot; in a deck list: a preconstructed deck drawn at random when the game starts. Rules variants: the engine&apos;s names, and how the page says them.</extracomment>
        <translation>Современные правила</translation>
    </message>
    <message>
        <source>Classic rules (2005: mana burn)</source>
        <translation>Классические правила (2005: ожог маной)</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Сложность:</translation>
    </message>
    <message>
        <source>Personality:</source>
        <translation>Характер:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>One game</source>
        <translation>Одна партия</translation>
    </message>
    <message>
        <source>Best of three games</source>
        <translation>Матч до двух побед</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Матч:</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (ваша)</translation>
    </message>
    <message>
        <source>The computer chooses</source>
        <translation>Выбирает компьютер</translation>
    </message>
    <message>
        <source>A preconstructed deck, chosen at random when the game starts.</source>
        <translation>Готовая колода, выбранная случайно в начале партии.</translation>
    </message>
    <message>
        <source>%1 (a casual deck of %2 cards)</source>
        <translation>%1 (свободная колода из %2 карт)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>OddsPlot</name>
    <message>
        <source>Two or more lands in the opening hand: %1 %</source>
        <translation>Две земли или больше в стартовой руке: %1 %</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Карта:</translation>
    </message>
    <message>
        <source>Turn (on the play)</source>
        <translation>Ход (если ходите первым)</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#b8a27a&quot;&gt;■&lt;/span&gt; n-th land drop on turn n</source>
        <translation>&lt;span style=&quot;color:#b8a27a&quot;&gt;■&lt;/span&gt; n-я земля на n-м ходу</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#2f6fae&quot;&gt;●&lt;/span&gt; %1 in hand by turn n</source>
        <translation>&lt;span style=&quot;color:#2f6fae&quot;&gt;●&lt;/span&gt; «%1» в руке к n-му ходу</translation>
    </message>
</context>
<context>
    <name>PersonalityBox</name>
    <message>
        <source>Balanced</source>
        <translation>Уравновешенный</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Агрессивный</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Осторожный</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Контроль</translation>
    </message>
    <message>
        <source>How the computer judges a position: what it values, how readily it attacks</source>
        <translation>Как компьютер оценивает позицию: что он ценит и как охотно атакует</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>Click a step to stop there (or not) when you could act: the dots mark your stops in the current turn.</source>
        <extracomment>The steps shown, in order (first-strike damage only appears in a turn that has it).</extracomment>
        <translation>Щелкните шаг, чтобы останавливаться на нем (или нет), когда вы можете действовать: точки отмечают ваши остановки в этом ходу.</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Ход %1 · %2</translation>
    </message>
    <message>
        <source>%1 — click to set or clear a stop here</source>
        <translation>%1 — щелкните, чтобы поставить или снять остановку</translation>
    </message>
</context>
<context>
    <name>PicturesBox</name>
    <message>
        <source>None: the drawn card</source>
        <extracomment>Where card pictures come from (``Settings.card_pictures``), as the settings say it.</extracomment>
        <translation>Нет: нарисованная карта</translation>
    </message>
    <message>
        <source>My own images, in a folder</source>
        <translation>Мои изображения из папки</translation>
    </message>
    <message>
        <source>Downloaded from a card-image service</source>
        <translation>Загруженные из сервиса изображений карт</translation>
    </message>
    <message>
        <source>Card pictures</source>
        <translation>Изображения карт</translation>
    </message>
    <message>
        <source>A folder of images named like 9ED/331.jpg or Grizzly Bears.jpg</source>
        <translation>Папка с изображениями с именами вида 9ED/331.jpg или Grizzly Bears.jpg</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>The address of a card&apos;s picture: !setcode!, !setcode_lower!, !set:num! and !name! are replaced by the card&apos;s set code, collector number and name</source>
        <translation>Адрес изображения карты: !setcode!, !setcode_lower!, !set:num! и !name! заменяются кодом выпуска, коллекционным номером и (английским) названием карты</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>Download pictures</source>
        <translation>Загрузить изображения</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Отменить загрузку</translation>
    </message>
    <message>
        <source>Delete downloaded pictures</source>
        <translation>Удалить загруженные изображения</translation>
    </message>
    <message>
        <source>Pictures:</source>
        <translation>Изображения:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <source>Folder of card pictures</source>
        <translation>Папка с изображениями карт</translation>
    </message>
    <message>
        <source>There is no such folder: cards are drawn.</source>
        <translation>Такой папки нет: карты рисуются.</translation>
    </message>
    <message numerus="yes">
        <source>Images in this folder: %n</source>
        <translation>
            <numerusform>Изображений в этой папке: %n</numerusform>
            <numerusform>Изображений в этой папке: %n</numerusform>
            <numerusform>Изображений в этой папке: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The address must start with http:// or https:// and contain !set:num! or !name!.</source>
        <translation>Адрес должен начинаться с http:// или https:// и содержать !set:num! или !name!.</translation>
    </message>
    <message>
        <source>Downloading, one picture at a time…</source>
        <translation>Загрузка, по одному изображению за раз…</translation>
    </message>
    <message>
        <source>Cards: %1 of %2</source>
        <translation>Карты: %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) downloaded; not found: %1</source>
        <translation>
            <numerusform>Загружено %n изображение; не найдено: %1</numerusform>
            <numerusform>Загружено %n изображения; не найдено: %1</numerusform>
            <numerusform>Загружено %n изображений; не найдено: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The picture service can&apos;t be reached (offline?): cards are drawn. Download again later: it goes on where it stopped.</source>
        <translation>Сервис изображений недоступен (нет сети?): карты рисуются. Запустите загрузку позже — она продолжится с того места, где остановилась.</translation>
    </message>
    <message>
        <source>Download cancelled: it goes on where it stopped next time.</source>
        <translation>Загрузка отменена: в следующий раз она продолжится с того места, где остановилась.</translation>
    </message>
    <message>
        <source>Download finished.</source>
        <translation>Загрузка завершена.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message numerus="yes">
        <source>Downloaded pictures: %n file(s)</source>
        <translation>
            <numerusform>Загруженные изображения: %n файл</numerusform>
            <numerusform>Загруженные изображения: %n файла</numerusform>
            <numerusform>Загруженные изображения: %n файлов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleOpener</name>
    <message>
        <source>Open &amp;puzzle…</source>
        <extracomment>``path -&gt; PuzzlePosition`` (``mtgdesk.scenario.puzzle.load_puzzle``), given by the command.</extracomment>
        <translation>Открыть &amp;задачу…</translation>
    </message>
    <message>
        <source>Open a puzzle file and solve it yourself</source>
        <translation>Открыть файл задачи и решить её самому</translation>
    </message>
    <message>
        <source>Open a puzzle</source>
        <translation>Открыть задачу</translation>
    </message>
    <message>
        <source>Puzzles (*.toml)</source>
        <translation>Задачи (*.toml)</translation>
    </message>
    <message>
        <source>The puzzle can&apos;t be opened: %1</source>
        <translation>Не удаётся открыть задачу: %1</translation>
    </message>
</context>
<context>
    <name>PuzzleWatch</name>
    <message>
        <source>Puzzle: %1. Solved.</source>
        <translation>Задача: %1. Решена.</translation>
    </message>
    <message>
        <source>Puzzle: %1. Lost.</source>
        <translation>Задача: %1. Не решена.</translation>
    </message>
    <message>
        <source>Win this turn</source>
        <translation>Победите в этом ходу</translation>
    </message>
    <message>
        <source>Survive until your next turn</source>
        <translation>Продержитесь до своего следующего хода</translation>
    </message>
    <message>
        <source>Survive this turn</source>
        <translation>Продержитесь этот ход</translation>
    </message>
    <message>
        <source>Puzzle: %1. Turn %2 of %3.</source>
        <translation>Задача: %1. Ход %2 из %3.</translation>
    </message>
    <message>
        <source>Puzzle lost</source>
        <translation>Задача не решена</translation>
    </message>
    <message>
        <source>The last turn of the puzzle has ended and you have not won.</source>
        <translation>Последний ход задачи закончился, а вы не победили.</translation>
    </message>
    <message>
        <source>Puzzle solved</source>
        <translation>Задача решена</translation>
    </message>
    <message>
        <source>The last turn of the puzzle has ended and you are still in the game.</source>
        <translation>Последний ход задачи закончился, а вы всё ещё в игре.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ещё раз</translation>
    </message>
    <message numerus="yes">
        <source>Win within %n turn(s), this one included</source>
        <translation>
            <numerusform>Победите за %n ход, включая этот</numerusform>
            <numerusform>Победите за %n хода, включая этот</numerusform>
            <numerusform>Победите за %n ходов, включая этот</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Survive %n turn(s), this one included</source>
        <translation>
            <numerusform>Продержитесь %n ход, включая этот</numerusform>
            <numerusform>Продержитесь %n хода, включая этот</numerusform>
            <numerusform>Продержитесь %n ходов, включая этот</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>QMimeType</name>
    <message>
        <source>TOML document</source>
        <translation>Документ TOML</translation>
    </message>
</context>
<context>
    <name>RecordPlots</name>
    <message>
        <source>Won (green) and lost (red), by level</source>
        <extracomment>Won and lost, in the record plots.</extracomment>
        <translation>Победы (зелёные), поражения (красные) по уровням</translation>
    </message>
    <message>
        <source>Your win rate after each game (%)</source>
        <translation>Доля ваших побед после каждой партии (%)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 against %2</source>
        <translation>Запись: %1 — %2</translation>
    </message>
    <message>
        <source>To the beginning (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>Back one turn (Page Up)</source>
        <translation>На ход назад (Page Up)</translation>
    </message>
    <message>
        <source>Back one action (Left)</source>
        <translation>На действие назад (стрелка влево)</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Воспроизведение / пауза (пробел)</translation>
    </message>
    <message>
        <source>Forward one action (Right)</source>
        <translation>На действие вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <source>Forward one turn (Page Down)</source>
        <translation>На ход вперёд (Page Down)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Turn </source>
        <translation>Ход </translation>
    </message>
    <message>
        <source>Go to the beginning of a turn (or click a plot at that turn)</source>
        <translation>Перейти к началу хода (или щёлкнуть по графику на этом ходу)</translation>
    </message>
    <message>
        <source>Whose side of the table is shown</source>
        <translation>С чьей стороны стола смотреть</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <translation>Глазами игрока %1</translation>
    </message>
    <message>
        <source>Both hands hidden</source>
        <translation>Обе руки скрыты</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Показать все карты</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Life, cards and mana over the turns of the game</source>
        <translation>Жизни, карты и мана по ходам партии</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Приоритет: %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Решает: %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Действие %1 из %2</translation>
    </message>
    <message>
        <source>Export the replay</source>
        <translation>Экспорт записи</translation>
    </message>
    <message>
        <source>mtgdesk games (*.json)</source>
        <translation>Партии mtgdesk (*.json)</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>CR %1</source>
        <translation>ПП %1</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <source>Filter keywords and rules</source>
        <translation>Фильтр по ключевым словам и правилам</translation>
    </message>
    <message>
        <source>Keywords</source>
        <translation>Ключевые слова</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Summaries of the Comprehensive Rules in mtgdesk&apos;s own words; the rule numbers are those of the Comprehensive Rules.</source>
        <translation>Краткое изложение Полных правил своими словами mtgdesk; номера — как в Полных правилах.</translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Друг</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сложный</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>уравновешенный</translation>
    </message>
    <message>
        <source>aggressive</source>
        <translation>агрессивный</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>осторожный</translation>
    </message>
    <message>
        <source>control</source>
        <translation>контроль</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>level, personality</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Lost: you conceded</source>
        <translation>Поражение: вы сдались</translation>
    </message>
    <message>
        <source>Won: %1 conceded</source>
        <translation>Победа: %1 сдаётся</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 сдаётся</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Победил(а) %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 против %2</translation>
    </message>
</context>
<context>
    <name>SavedGamesPanel</name>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <source>Continue this game</source>
        <translation>Продолжить эту партию</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Посмотреть запись</translation>
    </message>
    <message>
        <source>History…</source>
        <translation>История…</translation>
    </message>
    <message>
        <source>Plots of a finished game: life, cards and mana over its turns</source>
        <translation>Графики завершённой партии: жизни, карты и мана по ходам</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the saved game of %1?</source>
        <translation>Удалить партию, сохранённую %1?</translation>
    </message>
</context>
<context>
    <name>SeatScreen</name>
    <message>
        <source>The other player&apos;s hand stays hidden until you take the seat.</source>
        <translation>Рука другого игрока скрыта, пока вы не сядете за компьютер.</translation>
    </message>
    <message>
        <source>Pass the seat to %1</source>
        <translation>Передайте место игроку %1</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Я — %1: показать мои карты</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <extracomment>The computer&apos;s pace (``Settings.game_speed``), as the settings say it.</extracomment>
        <translation>Мгновенный</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленный</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Pay mana costs automatically</source>
        <translation>Оплачивать ману автоматически</translation>
    </message>
    <message>
        <source>Pass priority automatically when I can do nothing else</source>
        <translation>Передавать приоритет автоматически, когда больше ничего нельзя сделать</translation>
    </message>
    <message>
        <source>Stop when my opponent casts something I could respond to</source>
        <translation>Останавливаться, когда противник разыгрывает то, на что я могу ответить</translation>
    </message>
    <message>
        <source>Stop when my opponent attacks, even where I set no stop</source>
        <translation>Останавливаться, когда противник атакует, даже там, где остановка не задана</translation>
    </message>
    <message>
        <source>How long each action of the computer is shown before the next one (Space goes on at once)</source>
        <translation>Сколько показывается каждое действие компьютера перед следующим (Пробел — сразу дальше)</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Light or dark windows, or as the system&apos;s colour scheme</source>
        <translation>Светлые или тёмные окна, или как в цветовой схеме системы</translation>
    </message>
    <message>
        <source>Stops: where I get priority when I could act</source>
        <translation>Остановки: где я получаю приоритет, когда могу действовать</translation>
    </message>
    <message>
        <source>My turn</source>
        <translation>Мой ход</translation>
    </message>
    <message>
        <source>Opponent&apos;s turn</source>
        <translation>Ход противника</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Interface scale:</source>
        <translation>Масштаб интерфейса:</translation>
    </message>
    <message>
        <source>(from the next start; for large or high-resolution screens)</source>
        <translation>(со следующего запуска; для больших экранов и экранов высокой чёткости)</translation>
    </message>
    <message>
        <source>The computer&apos;s pace:</source>
        <translation>Темп компьютера:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Размер карт:</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Тема:</translation>
    </message>
    <message>
        <source>Sound volume:</source>
        <translation>Громкость звуков:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>Where the puzzles shipped with the sources are (their categories make achievements).</extracomment>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Уравновешенный</translation>
    </message>
    <message>
        <source>Aggressive</source>
        <translation>Агрессивный</translation>
    </message>
    <message>
        <source>Cautious</source>
        <translation>Осторожный</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Контроль</translation>
    </message>
    <message>
        <source>Constructed</source>
        <translation>Констрактед</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Свободная игра</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Силед</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Драфт</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>Лимитед</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Головоломки</translation>
    </message>
    <message>
        <source>Achievement earned: %1 — %2</source>
        <translation>Получено достижение: %1 — %2</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% побед</translation>
    </message>
    <message>
        <source>No personality recorded yet</source>
        <translation>Характер компьютера пока не записывается</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s) in a row</source>
        <translation>
            <numerusform>%n победа подряд</numerusform>
            <numerusform>%n победы подряд</numerusform>
            <numerusform>%n побед подряд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es) in a row</source>
        <translation>
            <numerusform>%n поражение подряд</numerusform>
            <numerusform>%n поражения подряд</numerusform>
            <numerusform>%n поражений подряд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s) in a row</source>
        <translation>
            <numerusform>%n ничья подряд</numerusform>
            <numerusform>%n ничьи подряд</numerusform>
            <numerusform>%n ничьих подряд</numerusform>
        </translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>партий ещё нет</translation>
    </message>
    <message>
        <source>Now: %1. Longest winning streak: %2; longest losing streak: %3. Average length: %4 turns.</source>
        <translation>Сейчас: %1. Самая длинная серия побед: %2; поражений: %3. Средняя длина партии: %4 хода.</translation>
    </message>
    <message>
        <source>Puzzles: %1 solved of %2 played.</source>
        <translation>Головоломки: решено %1 из %2 сыгранных.</translation>
    </message>
    <message>
        <source>Achievements: %1 of %2</source>
        <translation>Достижения: %1 из %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Games against the computer, by your deck</source>
        <translation>Партии против компьютера по вашим колодам</translation>
    </message>
    <message>
        <source>By the computer&apos;s personality</source>
        <translation>По характеру компьютера</translation>
    </message>
    <message>
        <source>By what was played</source>
        <translation>По виду игры</translation>
    </message>
    <message>
        <source>Games against the computer, by opponent</source>
        <translation>Партии против компьютера по противникам</translation>
    </message>
    <message>
        <source>Games against the computer, by its level</source>
        <translation>Партии против компьютера по уровню сложности</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against the computer: %1 won, %2 lost, %3 drawn (%4% won).</source>
        <translation>
            <numerusform>%n партия с компьютером: побед %1, поражений %2, ничьих %3 (%4% побед).</numerusform>
            <numerusform>%n партии с компьютером: побед %1, поражений %2, ничьих %3 (%4% побед).</numerusform>
            <numerusform>%n партий с компьютером: побед %1, поражений %2, ничьих %3 (%4% побед).</numerusform>
        </translation>
    </message>
    <message>
        <source>★ %1 — %2 (earned %3)</source>
        <translation>★ %1 — %2 (получено %3)</translation>
    </message>
    <message>
        <source>☆ %1 — %2</source>
        <translation>☆ %1 — %2</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>Характер</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Вид игры</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>The game is over.</source>
        <extracomment>The pause, at normal game speed, when the table passes by itself into a new step. Set by ``damage_panel.prompt_assign``: the damage being divided (the bridge&apos;s generation, the split), kept while the prompt is shown again for the same decision.</extracomment>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The computer&apos;s action is on show: press Space to go on.</source>
        <translation>Показывается действие компьютера: нажмите Пробел, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Ожидание: %1.</translation>
    </message>
    <message>
        <source>Play %1 onto your own battlefield.</source>
        <translation>Сыграйте %1 на своем поле битвы.</translation>
    </message>
    <message>
        <source>That card can&apos;t be moved now.</source>
        <translation>Эту карту сейчас нельзя переместить.</translation>
    </message>
    <message>
        <source>Choose one of the highlighted cards.</source>
        <translation>Выберите одну из подсвеченных карт.</translation>
    </message>
    <message>
        <source>%1 has no ability to activate.</source>
        <translation>У карты %1 нет способности для активации.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сыграть %1</translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation>Разыграть %1</translation>
    </message>
    <message>
        <source>Activate %1</source>
        <translation>Активировать %1</translation>
    </message>
    <message>
        <source>Now click the attacker it blocks.</source>
        <translation>Теперь щелкните атакующего, которого оно блокирует.</translation>
    </message>
    <message>
        <source>First click (or drag) one of your untapped creatures, then the attacker it blocks.</source>
        <translation>Сначала щелкните (или перетащите) свое неповернутое существо, затем атакующего, которого оно блокирует.</translation>
    </message>
    <message>
        <source>Click one of the creatures blocking it.</source>
        <translation>Щёлкните одно из блокирующих его существ.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>What is played, for the record and the statistics (``records.PLAY_FORMATS``). The computer&apos;s personality at each seat (``ai/personalities.toml``; &quot;&quot; at a person&apos;s).</extracomment>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The other seat&apos;s kind: a person at another computer.</extracomment>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Приоритет: %1</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>Решает: %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>What the game asks</source>
        <translation>Что спрашивает игра</translation>
    </message>
    <message>
        <source>Card zoom</source>
        <translation>Увеличенная карта</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 из %3</translation>
    </message>
    <message>
        <source>%1, can be chosen</source>
        <translation>%1, можно выбрать</translation>
    </message>
    <message>
        <source>Ability of %1</source>
        <translation>Способность: %1</translation>
    </message>
    <message>
        <source>targets %1</source>
        <translation>цель: %1</translation>
    </message>
</context>
<context>
    <name>TablePrompts</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <source>%1 must decide: pass the seat.</source>
        <translation>Решает %1: передайте место.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Ожидание: %1…</translation>
    </message>
    <message>
        <source>Make your choice.</source>
        <translation>Сделайте выбор.</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Разрешить</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pass priority (Space)</source>
        <translation>Передать приоритет (Пробел)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is on the stack. Respond with an instant or ability, or let it resolve.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; в стеке. Ответьте мгновенным заклинанием или способностью либо дайте ему разрешиться.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — your turn. Drag a land or a spell onto the battlefield, click a permanent to use it, or pass.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ваш ход. Перетащите землю или заклинание на поле битвы, щелкните перманент, чтобы использовать его, или пасуйте.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — you have priority.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — у вас приоритет.</translation>
    </message>
    <message>
        <source>Passes through: %1</source>
        <translation>Пропускает: %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Pass until the end of this turn, unless something is cast</source>
        <translation>Пасовать до конца хода, если ничего не будет разыграно</translation>
    </message>
    <message numerus="yes">
        <source>Keep this hand? You will put %n card(s) on the bottom of your library.</source>
        <translation>
            <numerusform>Оставить эту руку? Вы положите %n карту в низ библиотеки.</numerusform>
            <numerusform>Оставить эту руку? Вы положите %n карты в низ библиотеки.</numerusform>
            <numerusform>Оставить эту руку? Вы положите %n карт в низ библиотеки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep this hand of %n card(s)?</source>
        <translation>
            <numerusform>Оставить руку из %n карты?</numerusform>
            <numerusform>Оставить руку из %n карт?</numerusform>
            <numerusform>Оставить руку из %n карт?</numerusform>
        </translation>
    </message>
    <message>
        <source>Mulligan</source>
        <translation>Муллиган</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare attackers:&lt;/b&gt; click or drag your creatures towards %1. Click again to take one back.</source>
        <translation>&lt;b&gt;Объявите атакующих:&lt;/b&gt; щелкните свои существа или перетащите их к игроку %1. Щелкните еще раз, чтобы отменить.</translation>
    </message>
    <message>
        <source>All attack</source>
        <translation>Атаковать всеми</translation>
    </message>
    <message numerus="yes">
        <source>Attack with %n</source>
        <translation>
            <numerusform>Атаковать: %n</numerusform>
            <numerusform>Атаковать: %n</numerusform>
            <numerusform>Атаковать: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>Без атаки</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare blockers:&lt;/b&gt; drag your creatures onto the attackers they block (or click one, then the attacker).</source>
        <translation>&lt;b&gt;Объявите блокирующих:&lt;/b&gt; перетащите свои существа на атакующих, которых они блокируют (или щелкните существо, затем атакующего).</translation>
    </message>
    <message numerus="yes">
        <source>Block with %n</source>
        <translation>
            <numerusform>Блокировать: %n</numerusform>
            <numerusform>Блокировать: %n</numerusform>
            <numerusform>Блокировать: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No blocks</source>
        <translation>Без блока</translation>
    </message>
    <message>
        <source>Choose a target for &lt;b&gt;%1&lt;/b&gt;: click a highlighted card or player.</source>
        <translation>Выберите цель для &lt;b&gt;%1&lt;/b&gt;: щелкните подсвеченную карту или игрока.</translation>
    </message>
    <message>
        <source>Choose target %1 of %2 for &lt;b&gt;%3&lt;/b&gt;: click a highlighted card or player.</source>
        <translation>Выберите цель %1 из %2 для &lt;b&gt;%3&lt;/b&gt;: щелкните подсвеченную карту или игрока.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Pay %1 for &lt;b&gt;%2&lt;/b&gt;: click your lands to tap them for mana, or pay automatically.</source>
        <translation>&lt;b&gt;%2&lt;/b&gt;: заплатите %1 — щелкайте свои земли, чтобы повернуть их для получения маны, или платите автоматически.</translation>
    </message>
    <message>
        <source>Pay from pool</source>
        <translation>Оплатить из запаса</translation>
    </message>
    <message>
        <source>Pay automatically</source>
        <translation>Оплатить автоматически</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n card(s): click them in your hand.</source>
        <translation>
            <numerusform>Сбросьте %n карту: щелкните ее в руке.</numerusform>
            <numerusform>Сбросьте %n карты: щелкните их в руке.</numerusform>
            <numerusform>Сбросьте %n карт: щелкните их в руке.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>white</source>
        <extracomment>Colour words and basic land types a text-changing effect offers (CR 612.2), shown translated.</extracomment>
        <translation>белый</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>black</source>
        <translation>черный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зеленый</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнина</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; plays…</source>
        <extracomment>A colour chosen as the engine names it (&quot;choose a color&quot;, CR 105.1): its word.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; играет…</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Show the computer&apos;s actions without pausing until you must decide</source>
        <translation>Показывать действия компьютера без пауз, пока решать не придётся вам</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Быстрее</translation>
    </message>
    <message>
        <source>On to the computer&apos;s next action (Space)</source>
        <translation>К следующему действию компьютера (Пробел)</translation>
    </message>
    <message>
        <source>Paying &lt;b&gt;%2&lt;/b&gt; by hand (Shift was held): click your lands to tap them for %1; the lit ones are those the automatic payment would tap.</source>
        <translation>&lt;b&gt;%2&lt;/b&gt;: оплата вручную (был зажат Shift) — щелкайте свои земли, чтобы повернуть их и заплатить %1; подсвечены те, что повернула бы автоматическая оплата.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) that %1 discards.</source>
        <translation>
            <numerusform>Выберите %n карту, которую сбросит %1.</numerusform>
            <numerusform>Выберите %n карты, которые сбросит %1.</numerusform>
            <numerusform>Выберите %n карт, которые сбросит %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to put on the bottom of your library.</source>
        <translation>
            <numerusform>Выберите %n карту, чтобы положить ее в низ библиотеки.</numerusform>
            <numerusform>Выберите %n карты, чтобы положить их в низ библиотеки.</numerusform>
            <numerusform>Выберите %n карт, чтобы положить их в низ библиотеки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Put on bottom</source>
        <translation>Положить вниз</translation>
    </message>
    <message>
        <source>Choose X for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Выберите X для &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Search your library: click the card you find.</source>
        <translation>Поиск в библиотеке: щёлкните карту, которую находите.</translation>
    </message>
    <message>
        <source>Find nothing</source>
        <translation>Ничего не искать</translation>
    </message>
    <message>
        <source>Legend rule: click the legendary permanent you keep; the others go to the graveyard.</source>
        <translation>Правило легенд: щелкните легендарный перманент, который оставляете; остальные отправятся на кладбище.</translation>
    </message>
    <message>
        <source>Use the ability of &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>Использовать способность &lt;b&gt;%1&lt;/b&gt;?</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>Pay %1, or &lt;b&gt;%2&lt;/b&gt; is countered.</source>
        <translation>Заплатите %1, иначе заклинание &lt;b&gt;%2&lt;/b&gt; будет отменено.</translation>
    </message>
    <message>
        <source>Don&apos;t pay</source>
        <translation>Не платить</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Заплатить %1</translation>
    </message>
    <message>
        <source>Choose the card to put into your hand; the others go to the bottom of your library.</source>
        <translation>Выберите карту, которую возьмете в руку; остальные уйдут в низ библиотеки.</translation>
    </message>
    <message>
        <source>Choose the card to put on top of your library (the next one goes under it).</source>
        <translation>Выберите карту, которую положите на верх библиотеки (следующая ляжет под нее).</translation>
    </message>
    <message>
        <source>Choose the permanent to sacrifice to pay the cost.</source>
        <translation>Выберите перманент, которым пожертвуете, чтобы оплатить стоимость.</translation>
    </message>
    <message>
        <source>Choose the card to discard to pay the cost.</source>
        <translation>Выберите карту, которую сбросите, чтобы оплатить стоимость.</translation>
    </message>
    <message>
        <source>Choose the untapped creature to tap to pay the cost.</source>
        <translation>Выберите неповернутое существо, которое повернете, чтобы оплатить стоимость.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose the source whose damage is prevented.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите источник, повреждения от которого будут предотвращены.</translation>
    </message>
    <message>
        <source>Choose the creature it enters as a copy of, or None.</source>
        <translation>Выберите существо, копией которого он выйдет на поле битвы, или «Нет».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose the word to replace, then the new one.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите слово, которое заменить, затем новое.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Выберите один вариант.</translation>
    </message>
    <message>
        <source>Several of your abilities trigger at once: choose the one that goes on the stack first (it resolves last).</source>
        <translation>Несколько ваших способностей срабатывают одновременно: выберите ту, что первой пойдет в стек (она разрешится последней).</translation>
    </message>
    <message>
        <source>Several effects change the same event: choose the one that applies first.</source>
        <translation>Несколько эффектов изменяют одно и то же событие: выберите тот, что применится первым.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: pay %2? If you don&apos;t, its effect happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: заплатить %2? Если нет, его эффект произойдет.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: you may sacrifice a permanent (or choose None); if you don&apos;t, its effect happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: вы можете пожертвовать перманент (или выбрать «Нет»); если нет, его эффект произойдет.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a color.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите цвет.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: choose a permanent to sacrifice.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: выберите перманент, который нужно пожертвовать.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: pay what its ability asks for? If you don&apos;t, the rest of the ability happens.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: заплатить то, что требует способность? Если нет, выполняется остальная часть способности.</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>существо</translation>
    </message>
    <message>
        <source>land</source>
        <translation>земля</translation>
    </message>
    <message>
        <source>Untap step: choose the type of permanent you untap (the others stay tapped).</source>
        <translation>Шаг разворота: выберите тип перманентов, которые вы разворачиваете (остальные остаются повернутыми).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Active player</source>
        <translation>Активный игрок</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Жизнь</translation>
    </message>
    <message>
        <source>Mana pool</source>
        <translation>Запас маны</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Кладбище</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Изгнание</translation>
    </message>
    <message>
        <source>Stack</source>
        <extracomment>After a card leaves the hand, how long the others keep their places once the pointer is away from the hand (while it is over the hand they keep them), so that a quick second drag finds the card where it was seen.</extracomment>
        <translation>Стек</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n</source>
        <translation>
            <numerusform>Рука: %n</numerusform>
            <numerusform>Рука: %n</numerusform>
            <numerusform>Рука: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Library: %n</source>
        <translation>
            <numerusform>Библиотека: %n</numerusform>
            <numerusform>Библиотека: %n</numerusform>
            <numerusform>Библиотека: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneControl</name>
    <message>
        <source>Show the cards</source>
        <translation>Показать карты</translation>
    </message>
    <message>
        <source>Your library: the cards you can find</source>
        <translation>Ваша библиотека: карты, которые можно найти</translation>
    </message>
    <message>
        <source>The top of your library</source>
        <translation>Верх вашей библиотеки</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Выберите карту</translation>
    </message>
    <message>
        <source>Click the card you choose.</source>
        <translation>Щёлкните выбранную карту.</translation>
    </message>
    <message numerus="yes">
        <source>Your graveyard (%n)</source>
        <translation>
            <numerusform>Ваше кладбище (%n)</numerusform>
            <numerusform>Ваше кладбище (%n)</numerusform>
            <numerusform>Ваше кладбище (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard (%n)</source>
        <translation>
            <numerusform>Кладбище игрока %1 (%n)</numerusform>
            <numerusform>Кладбище игрока %1 (%n)</numerusform>
            <numerusform>Кладбище игрока %1 (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your exile (%n)</source>
        <translation>
            <numerusform>Ваша зона изгнания (%n)</numerusform>
            <numerusform>Ваша зона изгнания (%n)</numerusform>
            <numerusform>Ваша зона изгнания (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s exile (%n)</source>
        <translation>
            <numerusform>Зона изгнания игрока %1 (%n)</numerusform>
            <numerusform>Зона изгнания игрока %1 (%n)</numerusform>
            <numerusform>Зона изгнания игрока %1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a lit card to target it.</source>
        <translation>Щёлкните подсвеченную карту, чтобы выбрать её целью.</translation>
    </message>
    <message>
        <source>Click a lit card to use it.</source>
        <translation>Щёлкните подсвеченную карту, чтобы использовать её.</translation>
    </message>
    <message>
        <source>Nothing here can be used now; point at a card to read it.</source>
        <translation>Сейчас здесь ничего нельзя использовать; наведите указатель на карту, чтобы прочитать её.</translation>
    </message>
    <message>
        <source>The top card is on the right.</source>
        <translation>Верхняя карта — справа.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be used now.</source>
        <translation>Карту «%1» сейчас нельзя использовать.</translation>
    </message>
</context>
<context>
    <name>ZonePanel</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>ZoomPanel</name>
    <message>
        <source>Point at a card to see it here.</source>
        <translation>Наведите указатель на карту, чтобы увидеть ее здесь.</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Повернута</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Атакует</translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation>Блокирует</translation>
    </message>
    <message>
        <source>Summoning sick</source>
        <translation>Болезнь вызова</translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n повреждение</numerusform>
            <numerusform>%n повреждения</numerusform>
            <numerusform>%n повреждений</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 counters: %2</source>
        <translation>Счетчики %1: %2</translation>
    </message>
    <message>
        <source>Chosen player: %1</source>
        <translation>Выбранный игрок: %1</translation>
    </message>
    <message>
        <source>Named: %1</source>
        <translation>Выбранное название: %1</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Adarkar Wastes</source>
        <translation>Адаркарские пустоши</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>acc</comment>
        <translation>Адаркарские пустоши</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>gen</comment>
        <translation>Адаркарских пустошей</translation>
    </message>
    <message>
        <source>Adarkar Wastes</source>
        <comment>dat</comment>
        <translation>Адаркарским пустошам</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <translation>Элементаль воздуха</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>acc</comment>
        <translation>Элементаля воздуха</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>gen</comment>
        <translation>Элементаля воздуха</translation>
    </message>
    <message>
        <source>Air Elemental</source>
        <comment>dat</comment>
        <translation>Элементалю воздуха</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>acc</comment>
        <translation>Кольцо Аладдина</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>gen</comment>
        <translation>Кольца Аладдина</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <comment>dat</comment>
        <translation>Кольцу Аладдина</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <translation>Шаман Анаба</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>acc</comment>
        <translation>Шамана Анаба</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>gen</comment>
        <translation>Шамана Анаба</translation>
    </message>
    <message>
        <source>Anaba Shaman</source>
        <comment>dat</comment>
        <translation>Шаману Анаба</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <translation>Анаконда</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>acc</comment>
        <translation>Анаконду</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>gen</comment>
        <translation>Анаконды</translation>
    </message>
    <message>
        <source>Anaconda</source>
        <comment>dat</comment>
        <translation>Анаконде</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>acc</comment>
        <translation>Анархиста</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>gen</comment>
        <translation>Анархиста</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <comment>dat</comment>
        <translation>Анархисту</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <translation>Старый вожак горилл</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>acc</comment>
        <translation>Старого вожака горилл</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>gen</comment>
        <translation>Старого вожака горилл</translation>
    </message>
    <message>
        <source>Ancient Silverback</source>
        <comment>dat</comment>
        <translation>Старому вожаку горилл</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>acc</comment>
        <translation>Ангела милосердия</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>gen</comment>
        <translation>Ангела милосердия</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <comment>dat</comment>
        <translation>Ангелу милосердия</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>acc</comment>
        <translation>Перо ангела</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>gen</comment>
        <translation>Пера ангела</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <comment>dat</comment>
        <translation>Перу ангела</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <translation>Благословение ангела</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>acc</comment>
        <translation>Благословение ангела</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>gen</comment>
        <translation>Благословения ангела</translation>
    </message>
    <message>
        <source>Angelic Blessing</source>
        <comment>dat</comment>
        <translation>Благословению ангела</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>acc</comment>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>gen</comment>
        <translation>Приложения</translation>
    </message>
    <message>
        <source>Annex</source>
        <comment>dat</comment>
        <translation>Приложению</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Архивариус</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>acc</comment>
        <translation>Архивариуса</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>gen</comment>
        <translation>Архивариуса</translation>
    </message>
    <message>
        <source>Archivist</source>
        <comment>dat</comment>
        <translation>Архивариусу</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <translation>Загонщик облаков</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>acc</comment>
        <translation>Загонщика облаков</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>gen</comment>
        <translation>Загонщика облаков</translation>
    </message>
    <message>
        <source>Aven Cloudchaser</source>
        <comment>dat</comment>
        <translation>Загонщику облаков</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <translation>Воздушный рыболов</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>acc</comment>
        <translation>Воздушного рыболова</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>gen</comment>
        <translation>Воздушного рыболова</translation>
    </message>
    <message>
        <source>Aven Fisher</source>
        <comment>dat</comment>
        <translation>Воздушному рыболову</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <translation>Воздушная стая</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>acc</comment>
        <translation>Воздушную стаю</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>gen</comment>
        <translation>Воздушной стаи</translation>
    </message>
    <message>
        <source>Aven Flock</source>
        <comment>dat</comment>
        <translation>Воздушной стае</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <translation>Предсказатель ветров</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>acc</comment>
        <translation>Предсказателя ветров</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>gen</comment>
        <translation>Предсказателя ветров</translation>
    </message>
    <message>
        <source>Aven Windreader</source>
        <comment>dat</comment>
        <translation>Предсказателю ветров</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <translation>Лазурный дрейк</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>acc</comment>
        <translation>Лазурного дрейка</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>gen</comment>
        <translation>Лазурного дрейка</translation>
    </message>
    <message>
        <source>Azure Drake</source>
        <comment>dat</comment>
        <translation>Лазурному дрейку</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <translation>Бальдувийские варвары</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>acc</comment>
        <translation>Бальдувийских варваров</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>gen</comment>
        <translation>Бальдувийских варваров</translation>
    </message>
    <message>
        <source>Balduvian Barbarians</source>
        <comment>dat</comment>
        <translation>Бальдувийским варварам</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>acc</comment>
        <translation>Мрачный взгляд</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>gen</comment>
        <translation>Мрачного взгляда</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <comment>dat</comment>
        <translation>Мрачному взгляду</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>acc</comment>
        <translation>Баллисту</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>gen</comment>
        <translation>Баллисты</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <comment>dat</comment>
        <translation>Баллисте</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <translation>Борьба умов</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>acc</comment>
        <translation>Борьбу умов</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>gen</comment>
        <translation>Борьбы умов</translation>
    </message>
    <message>
        <source>Battle of Wits</source>
        <comment>dat</comment>
        <translation>Борьбе умов</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <translation>Кузница на поле боя</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>acc</comment>
        <translation>Кузницу на поле боя</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>gen</comment>
        <translation>Кузницы на поле боя</translation>
    </message>
    <message>
        <source>Battlefield Forge</source>
        <comment>dat</comment>
        <translation>Кузнице на поле боя</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>acc</comment>
        <translation>Обремененное создание</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>gen</comment>
        <translation>Обремененного создания</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <comment>dat</comment>
        <translation>Обремененному созданию</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>acc</comment>
        <translation>Биоритм</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>gen</comment>
        <translation>Биоритма</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <comment>dat</comment>
        <translation>Биоритму</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>acc</comment>
        <translation>Шантаж</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>gen</comment>
        <translation>Шантажа</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <comment>dat</comment>
        <translation>Шантажу</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>acc</comment>
        <translation>Доспехи Бланчвуда</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>gen</comment>
        <translation>Доспехов Бланчвуда</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <comment>dat</comment>
        <translation>Доспехам Бланчвуда</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>acc</comment>
        <translation>Ослепительный свет</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>gen</comment>
        <translation>Ослепительного света</translation>
    </message>
    <message>
        <source>Blaze</source>
        <comment>dat</comment>
        <translation>Ослепительному свету</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>acc</comment>
        <translation>Благословенного оратора</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>gen</comment>
        <translation>Благословенного оратора</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <comment>dat</comment>
        <translation>Благословенному оратору</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <translation>Ослепляющий ангел</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>acc</comment>
        <translation>Ослепляющего ангела</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>gen</comment>
        <translation>Ослепляющего ангела</translation>
    </message>
    <message>
        <source>Blinding Angel</source>
        <comment>dat</comment>
        <translation>Ослепляющему ангелу</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>acc</comment>
        <translation>Мерцающего духа</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>gen</comment>
        <translation>Мерцающего духа</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <comment>dat</comment>
        <translation>Мерцающему духу</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>acc</comment>
        <translation>Кровавую луну</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>gen</comment>
        <translation>Кровавой луны</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <comment>dat</comment>
        <translation>Кровавой луне</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>acc</comment>
        <translation>Кроваво-огненного колосса</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>gen</comment>
        <translation>Кроваво-огненного колосса</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <comment>dat</comment>
        <translation>Кроваво-огненному колоссу</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <translation>Болотный бес</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>acc</comment>
        <translation>Болотного беса</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>gen</comment>
        <translation>Болотного беса</translation>
    </message>
    <message>
        <source>Bog Imp</source>
        <comment>dat</comment>
        <translation>Болотному бесу</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <translation>Болотная тень</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>acc</comment>
        <translation>Болотную тень</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>gen</comment>
        <translation>Болотной тени</translation>
    </message>
    <message>
        <source>Bog Wraith</source>
        <comment>dat</comment>
        <translation>Болотной тени</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>acc</comment>
        <translation>Кипящее море</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>gen</comment>
        <translation>Кипящего моря</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <comment>dat</comment>
        <translation>Кипящему морю</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <translation>Ловушка</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>acc</comment>
        <translation>Ловушку</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>gen</comment>
        <translation>Ловушки</translation>
    </message>
    <message>
        <source>Booby Trap</source>
        <comment>dat</comment>
        <translation>Ловушке</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <translation>Бумеранг</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>acc</comment>
        <translation>Бумеранг</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>gen</comment>
        <translation>Бумеранга</translation>
    </message>
    <message>
        <source>Boomerang</source>
        <comment>dat</comment>
        <translation>Бумерангу</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>acc</comment>
        <translation>Бутылочных гномов</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>gen</comment>
        <translation>Бутылочных гномов</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <comment>dat</comment>
        <translation>Бутылочным гномам</translation>
    </message>
    <message>
        <source>Brushland</source>
        <translation>Пустырь</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>acc</comment>
        <translation>Пустырь</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>gen</comment>
        <translation>Пустыря</translation>
    </message>
    <message>
        <source>Brushland</source>
        <comment>dat</comment>
        <translation>Пустырю</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <translation>Пещеры Койлоса</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>acc</comment>
        <translation>Пещеры Койлоса</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>gen</comment>
        <translation>Пещер Койлоса</translation>
    </message>
    <message>
        <source>Caves of Koilos</source>
        <comment>dat</comment>
        <translation>Пещерам Койлоса</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>acc</comment>
        <translation>Кару</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>gen</comment>
        <translation>Кары</translation>
    </message>
    <message>
        <source>Chastise</source>
        <comment>dat</comment>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>acc</comment>
        <translation>Круг защиты: Черный</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>gen</comment>
        <translation>Круга защиты: Черный</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <comment>dat</comment>
        <translation>Кругу защиты: Черный</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <translation>Круг защиты: Красный</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>acc</comment>
        <translation>Круг защиты: Красный</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>gen</comment>
        <translation>Круга защиты: Красный</translation>
    </message>
    <message>
        <source>Circle of Protection: Red</source>
        <comment>dat</comment>
        <translation>Кругу защиты: Красный</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Клон</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>acc</comment>
        <translation>Клона</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>gen</comment>
        <translation>Клона</translation>
    </message>
    <message>
        <source>Clone</source>
        <comment>dat</comment>
        <translation>Клону</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>acc</comment>
        <translation>Гербовый щит</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>gen</comment>
        <translation>Гербового щита</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <comment>dat</comment>
        <translation>Гербовому щиту</translation>
    </message>
    <message>
        <source>Coercion</source>
        <translation>Принуждение</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>acc</comment>
        <translation>Принуждение</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>gen</comment>
        <translation>Принуждения</translation>
    </message>
    <message>
        <source>Coercion</source>
        <comment>dat</comment>
        <translation>Принуждению</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <translation>Конфискация</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>acc</comment>
        <translation>Конфискацию</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>gen</comment>
        <translation>Конфискации</translation>
    </message>
    <message>
        <source>Confiscate</source>
        <comment>dat</comment>
        <translation>Конфискации</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>acc</comment>
        <translation>Истребление духа</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>gen</comment>
        <translation>Истребления духа</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <comment>dat</comment>
        <translation>Истреблению духа</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <translation>Зараженные оковы</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>acc</comment>
        <translation>Зараженные оковы</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>gen</comment>
        <translation>Зараженных оков</translation>
    </message>
    <message>
        <source>Contaminated Bond</source>
        <comment>dat</comment>
        <translation>Зараженным оковам</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <translation>Коралловый угорь</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>acc</comment>
        <translation>Кораллового угря</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>gen</comment>
        <translation>Кораллового угря</translation>
    </message>
    <message>
        <source>Coral Eel</source>
        <comment>dat</comment>
        <translation>Коралловому угрю</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <translation>Совет Соратами</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>acc</comment>
        <translation>Совет Соратами</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>gen</comment>
        <translation>Совета Соратами</translation>
    </message>
    <message>
        <source>Counsel of the Soratami</source>
        <comment>dat</comment>
        <translation>Совету Соратами</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <translation>Трусость</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>acc</comment>
        <translation>Трусость</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>gen</comment>
        <translation>Трусости</translation>
    </message>
    <message>
        <source>Cowardice</source>
        <comment>dat</comment>
        <translation>Трусости</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <translation>Искусный проводник</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>acc</comment>
        <translation>Искусного проводника</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>gen</comment>
        <translation>Искусного проводника</translation>
    </message>
    <message>
        <source>Crafty Pathmage</source>
        <comment>dat</comment>
        <translation>Искусному проводнику</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <translation>Зобатый вурм</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>acc</comment>
        <translation>Зобатого вурма</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>gen</comment>
        <translation>Зобатого вурма</translation>
    </message>
    <message>
        <source>Craw Wurm</source>
        <comment>dat</comment>
        <translation>Зобатому вурму</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>acc</comment>
        <translation>Ползучую плесень</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>gen</comment>
        <translation>Ползучей плесени</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <comment>dat</comment>
        <translation>Ползучей плесени</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <translation>Арбалетчики</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>acc</comment>
        <translation>Арбалетчиков</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>gen</comment>
        <translation>Арбалетчиков</translation>
    </message>
    <message>
        <source>Crossbow Infantry</source>
        <comment>dat</comment>
        <translation>Арбалетчикам</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>acc</comment>
        <translation>Жестокий указ</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>gen</comment>
        <translation>Жестокого указа</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <comment>dat</comment>
        <translation>Жестокому указу</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <translation>Пляшущий ятаган</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>acc</comment>
        <translation>Пляшущего ятагана</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>gen</comment>
        <translation>Пляшущего ятагана</translation>
    </message>
    <message>
        <source>Dancing Scimitar</source>
        <comment>dat</comment>
        <translation>Пляшущему ятагану</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <translation>Способный ученик</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>acc</comment>
        <translation>Способного ученика</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>gen</comment>
        <translation>Способного ученика</translation>
    </message>
    <message>
        <source>Daring Apprentice</source>
        <comment>dat</comment>
        <translation>Способному ученику</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <translation>Темное изгнание</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>acc</comment>
        <translation>Темное изгнание</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>gen</comment>
        <translation>Темного изгнания</translation>
    </message>
    <message>
        <source>Dark Banishing</source>
        <comment>dat</comment>
        <translation>Темному изгнанию</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>acc</comment>
        <translation>Колодец смерти Рата</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>gen</comment>
        <translation>Колодца смерти Рата</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <comment>dat</comment>
        <translation>Колодцу смерти Рата</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>acc</comment>
        <translation>Смертельного наблюдателя</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>gen</comment>
        <translation>Смертельного наблюдателя</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <comment>dat</comment>
        <translation>Смертельному наблюдателю</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>acc</comment>
        <translation>Оборонительное сооружение</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>gen</comment>
        <translation>Оборонительного сооружения</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <comment>dat</comment>
        <translation>Оборонительному сооружению</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <translation>Иссушение</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>acc</comment>
        <translation>Иссушение</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>gen</comment>
        <translation>Иссушения</translation>
    </message>
    <message>
        <source>Dehydration</source>
        <comment>dat</comment>
        <translation>Иссушению</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>acc</comment>
        <translation>Разрушение</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>gen</comment>
        <translation>Разрушения</translation>
    </message>
    <message>
        <source>Demolish</source>
        <comment>dat</comment>
        <translation>Разрушению</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>acc</comment>
        <translation>Рог демона</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>gen</comment>
        <translation>Рога демона</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <comment>dat</comment>
        <translation>Рогу демона</translation>
    </message>
    <message>
        <source>Demystify</source>
        <translation>Прояснение</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>acc</comment>
        <translation>Прояснение</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>gen</comment>
        <translation>Прояснения</translation>
    </message>
    <message>
        <source>Demystify</source>
        <comment>dat</comment>
        <translation>Прояснению</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>acc</comment>
        <translation>Дьявольского наставника</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>gen</comment>
        <translation>Дьявольского наставника</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <comment>dat</comment>
        <translation>Дьявольскому наставнику</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>acc</comment>
        <translation>Разрушающий скипетр</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>gen</comment>
        <translation>Разрушающего скипетра</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <comment>dat</comment>
        <translation>Разрушающему скипетру</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>acc</comment>
        <translation>Коготь дракона</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>gen</comment>
        <translation>Когтя дракона</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <comment>dat</comment>
        <translation>Когтю дракона</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <translation>Похититель снов</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>acc</comment>
        <translation>Похитителя снов</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>gen</comment>
        <translation>Похитителя снов</translation>
    </message>
    <message>
        <source>Dream Prowler</source>
        <comment>dat</comment>
        <translation>Похитителю снов</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <translation>Неутомимые скелеты</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>acc</comment>
        <translation>Неутомимых скелетов</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>gen</comment>
        <translation>Неутомимых скелетов</translation>
    </message>
    <message>
        <source>Drudge Skeletons</source>
        <comment>dat</comment>
        <translation>Неутомимым скелетам</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <translation>Рьяный кадет</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>acc</comment>
        <translation>Рьяного кадета</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>gen</comment>
        <translation>Рьяного кадета</translation>
    </message>
    <message>
        <source>Eager Cadet</source>
        <comment>dat</comment>
        <translation>Рьяному кадету</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>acc</comment>
        <translation>Ранний урожай</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>gen</comment>
        <translation>Раннего урожая</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <comment>dat</comment>
        <translation>Раннему урожаю</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <translation>Эльфийский бард</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>acc</comment>
        <translation>Эльфийского барда</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>gen</comment>
        <translation>Эльфийского барда</translation>
    </message>
    <message>
        <source>Elvish Bard</source>
        <comment>dat</comment>
        <translation>Эльфийскому барду</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <translation>Эльфийский берсеркер</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>acc</comment>
        <translation>Эльфийского берсеркера</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>gen</comment>
        <translation>Эльфийского берсеркера</translation>
    </message>
    <message>
        <source>Elvish Berserker</source>
        <comment>dat</comment>
        <translation>Эльфийскому берсеркеру</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <translation>Эльфийский чемпион</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>acc</comment>
        <translation>Эльфийского чемпиона</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>gen</comment>
        <translation>Эльфийского чемпиона</translation>
    </message>
    <message>
        <source>Elvish Champion</source>
        <comment>dat</comment>
        <translation>Эльфийскому чемпиону</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>acc</comment>
        <translation>Эльфийского дудочника</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>gen</comment>
        <translation>Эльфийского дудочника</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <comment>dat</comment>
        <translation>Эльфийскому дудочнику</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <translation>Эльфийский воин</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>acc</comment>
        <translation>Эльфийского воина</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>gen</comment>
        <translation>Эльфийского воина</translation>
    </message>
    <message>
        <source>Elvish Warrior</source>
        <comment>dat</comment>
        <translation>Эльфийскому воину</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <translation>Царь крокодилов</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>acc</comment>
        <translation>Царя крокодилов</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>gen</comment>
        <translation>Царя крокодилов</translation>
    </message>
    <message>
        <source>Emperor Crocodile</source>
        <comment>dat</comment>
        <translation>Царю крокодилов</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <translation>Слабость</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>acc</comment>
        <translation>Слабость</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>gen</comment>
        <translation>Слабости</translation>
    </message>
    <message>
        <source>Enfeeblement</source>
        <comment>dat</comment>
        <translation>Слабости</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <translation>Огромный балот</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>acc</comment>
        <translation>Огромного балота</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>gen</comment>
        <translation>Огромного балота</translation>
    </message>
    <message>
        <source>Enormous Baloth</source>
        <comment>dat</comment>
        <translation>Огромному балоту</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>acc</comment>
        <translation>Ярость</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>gen</comment>
        <translation>Ярости</translation>
    </message>
    <message>
        <source>Enrage</source>
        <comment>dat</comment>
        <translation>Ярости</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <translation>Эвакуация</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>acc</comment>
        <translation>Эвакуацию</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>gen</comment>
        <translation>Эвакуации</translation>
    </message>
    <message>
        <source>Evacuation</source>
        <comment>dat</comment>
        <translation>Эвакуации</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>acc</comment>
        <translation>Расправу</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>gen</comment>
        <translation>Расправы</translation>
    </message>
    <message>
        <source>Execute</source>
        <comment>dat</comment>
        <translation>Расправе</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>acc</comment>
        <translation>Истощение</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>gen</comment>
        <translation>Истощения</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <comment>dat</comment>
        <translation>Истощению</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Страх</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>acc</comment>
        <translation>Страх</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>gen</comment>
        <translation>Страха</translation>
    </message>
    <message>
        <source>Fear</source>
        <comment>dat</comment>
        <translation>Страху</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>acc</comment>
        <translation>Фелворский камень</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>gen</comment>
        <translation>Фелворского камня</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <comment>dat</comment>
        <translation>Фелворскому камню</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <translation>Разлагающийся гоблин</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>acc</comment>
        <translation>Разлагающегося гоблина</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>gen</comment>
        <translation>Разлагающегося гоблина</translation>
    </message>
    <message>
        <source>Festering Goblin</source>
        <comment>dat</comment>
        <translation>Разлагающемуся гоблину</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>acc</comment>
        <translation>Последнее наказание</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>gen</comment>
        <translation>Последнего наказания</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <comment>dat</comment>
        <translation>Последнему наказанию</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <translation>Огненное дыхание</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>acc</comment>
        <translation>Огненное дыхание</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>gen</comment>
        <translation>Огненного дыхания</translation>
    </message>
    <message>
        <source>Firebreathing</source>
        <comment>dat</comment>
        <translation>Огненному дыханию</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <translation>Рыбий жир</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>acc</comment>
        <translation>Рыбий жир</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>gen</comment>
        <translation>Рыбьего жира</translation>
    </message>
    <message>
        <source>Fishliver Oil</source>
        <comment>dat</comment>
        <translation>Рыбьему жиру</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>acc</comment>
        <translation>Волну пламени</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>gen</comment>
        <translation>Волны пламени</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <comment>dat</comment>
        <translation>Волне пламени</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>acc</comment>
        <translation>Внезапный пожар</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>gen</comment>
        <translation>Внезапного пожара</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <comment>dat</comment>
        <translation>Внезапному пожару</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <translation>Мимолетное видение</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>acc</comment>
        <translation>Мимолетное видение</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>gen</comment>
        <translation>Мимолетного видения</translation>
    </message>
    <message>
        <source>Fleeting Image</source>
        <comment>dat</comment>
        <translation>Мимолетному видению</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Полет</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>acc</comment>
        <translation>Полет</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>gen</comment>
        <translation>Полета</translation>
    </message>
    <message>
        <source>Flight</source>
        <comment>dat</comment>
        <translation>Полету</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>acc</comment>
        <translation>Каменного разрушителя</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>gen</comment>
        <translation>Каменного разрушителя</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <comment>dat</comment>
        <translation>Каменному разрушителю</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <translation>Каменный бродяга</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>acc</comment>
        <translation>Каменного бродягу</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>gen</comment>
        <translation>Каменного бродяги</translation>
    </message>
    <message>
        <source>Flowstone Shambler</source>
        <comment>dat</comment>
        <translation>Каменному бродяге</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>acc</comment>
        <translation>Каменный оползень</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>gen</comment>
        <translation>Каменного оползня</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <comment>dat</comment>
        <translation>Каменному оползню</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <translation>Пехотинцы</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>acc</comment>
        <translation>Пехотинцев</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>gen</comment>
        <translation>Пехотинцев</translation>
    </message>
    <message>
        <source>Foot Soldiers</source>
        <comment>dat</comment>
        <translation>Пехотинцам</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>acc</comment>
        <translation>Силу природы</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>gen</comment>
        <translation>Силы природы</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <comment>dat</comment>
        <translation>Силе природы</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>acc</comment>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>gen</comment>
        <translation>Леса</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>dat</comment>
        <translation>Лесу</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>acc</comment>
        <translation>Обличье дракона</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>gen</comment>
        <translation>Обличья дракона</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <comment>dat</comment>
        <translation>Обличью дракона</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <translation>Вонючий бес</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>acc</comment>
        <translation>Вонючего беса</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>gen</comment>
        <translation>Вонючего беса</translation>
    </message>
    <message>
        <source>Foul Imp</source>
        <comment>dat</comment>
        <translation>Вонючему бесу</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <translation>Чародей-изгнанник</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>acc</comment>
        <translation>Чародея-изгнанника</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>gen</comment>
        <translation>Чародея-изгнанника</translation>
    </message>
    <message>
        <source>Fugitive Wizard</source>
        <comment>dat</comment>
        <translation>Чародею-изгнаннику</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <translation>Горнило Рата</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>acc</comment>
        <translation>Горнило Рата</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>gen</comment>
        <translation>Горнила Рата</translation>
    </message>
    <message>
        <source>Furnace of Rath</source>
        <comment>dat</comment>
        <translation>Горнилу Рата</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <translation>Гигантский таракан</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>acc</comment>
        <translation>Гигантского таракана</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>gen</comment>
        <translation>Гигантского таракана</translation>
    </message>
    <message>
        <source>Giant Cockroach</source>
        <comment>dat</comment>
        <translation>Гигантскому таракану</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <translation>Исполинский рост</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>acc</comment>
        <translation>Исполинский рост</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>gen</comment>
        <translation>Исполинского роста</translation>
    </message>
    <message>
        <source>Giant Growth</source>
        <comment>dat</comment>
        <translation>Исполинскому росту</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <translation>Гигантский осьминог</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>acc</comment>
        <translation>Гигантского осьминога</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>gen</comment>
        <translation>Гигантского осьминога</translation>
    </message>
    <message>
        <source>Giant Octopus</source>
        <comment>dat</comment>
        <translation>Гигантскому осьминогу</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <translation>Гигантский паук</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>acc</comment>
        <translation>Гигантского паука</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>gen</comment>
        <translation>Гигантского паука</translation>
    </message>
    <message>
        <source>Giant Spider</source>
        <comment>dat</comment>
        <translation>Гигантскому пауку</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>acc</comment>
        <translation>Дарованные земли</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>gen</comment>
        <translation>Дарованных земель</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <comment>dat</comment>
        <translation>Дарованным землям</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <translation>Славный гимн</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>acc</comment>
        <translation>Славный гимн</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>gen</comment>
        <translation>Славного гимна</translation>
    </message>
    <message>
        <source>Glorious Anthem</source>
        <comment>dat</comment>
        <translation>Славному гимну</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <translation>Искатель славы</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>acc</comment>
        <translation>Искателя славы</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>gen</comment>
        <translation>Искателя славы</translation>
    </message>
    <message>
        <source>Glory Seeker</source>
        <comment>dat</comment>
        <translation>Искателю славы</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <translation>Ненасытный зомби</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>acc</comment>
        <translation>Ненасытного зомби</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>gen</comment>
        <translation>Ненасытного зомби</translation>
    </message>
    <message>
        <source>Gluttonous Zombie</source>
        <comment>dat</comment>
        <translation>Ненасытному зомби</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>acc</comment>
        <translation>Гоблинского воздушного экипажа</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>gen</comment>
        <translation>Гоблинского воздушного экипажа</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <comment>dat</comment>
        <translation>Гоблинскому воздушному экипажу</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <translation>Гоблин-грабитель</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>acc</comment>
        <translation>Гоблина-грабителя</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>gen</comment>
        <translation>Гоблина-грабителя</translation>
    </message>
    <message>
        <source>Goblin Brigand</source>
        <comment>dat</comment>
        <translation>Гоблину-грабителю</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <translation>Колесница гоблинов</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>acc</comment>
        <translation>Колесницу гоблинов</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>gen</comment>
        <translation>Колесницы гоблинов</translation>
    </message>
    <message>
        <source>Goblin Chariot</source>
        <comment>dat</comment>
        <translation>Колеснице гоблинов</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <translation>Король гоблинов</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>acc</comment>
        <translation>Короля гоблинов</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>gen</comment>
        <translation>Короля гоблинов</translation>
    </message>
    <message>
        <source>Goblin King</source>
        <comment>dat</comment>
        <translation>Королю гоблинов</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <translation>Гоблин-скалолаз</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>acc</comment>
        <translation>Гоблина-скалолаза</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>gen</comment>
        <translation>Гоблина-скалолаза</translation>
    </message>
    <message>
        <source>Goblin Mountaineer</source>
        <comment>dat</comment>
        <translation>Гоблину-скалолазу</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <translation>Гоблин-копейщик</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>acc</comment>
        <translation>Гоблина-копейщика</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>gen</comment>
        <translation>Гоблина-копейщика</translation>
    </message>
    <message>
        <source>Goblin Piker</source>
        <comment>dat</comment>
        <translation>Гоблину-копейщику</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <translation>Гоблин-разоритель</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>acc</comment>
        <translation>Гоблина-разорителя</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>gen</comment>
        <translation>Гоблина-разорителя</translation>
    </message>
    <message>
        <source>Goblin Raider</source>
        <comment>dat</comment>
        <translation>Гоблину-разорителю</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <translation>Гоблин-налетчик</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>acc</comment>
        <translation>Гоблина-налетчика</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>gen</comment>
        <translation>Гоблина-налетчика</translation>
    </message>
    <message>
        <source>Goblin Sky Raider</source>
        <comment>dat</comment>
        <translation>Гоблину-налетчику</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>acc</comment>
        <translation>Соглашение о захоронении</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>gen</comment>
        <translation>Соглашения о захоронении</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <comment>dat</comment>
        <translation>Соглашению о захоронении</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <translation>Могильщик</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>acc</comment>
        <translation>Могильщика</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>gen</comment>
        <translation>Могильщика</translation>
    </message>
    <message>
        <source>Gravedigger</source>
        <comment>dat</comment>
        <translation>Могильщику</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>acc</comment>
        <translation>Великое благо</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>gen</comment>
        <translation>Великого блага</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <comment>dat</comment>
        <translation>Великому благу</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <translation>Гризли</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>acc</comment>
        <translation>Гризли</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>gen</comment>
        <translation>Гризли</translation>
    </message>
    <message>
        <source>Grizzly Bears</source>
        <comment>dat</comment>
        <translation>Гризли</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>acc</comment>
        <translation>Хранителя земель</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>gen</comment>
        <translation>Хранителя земель</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <comment>dat</comment>
        <translation>Хранителю земель</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>acc</comment>
        <translation>Партизанскую тактику</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>gen</comment>
        <translation>Партизанской тактики</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <comment>dat</comment>
        <translation>Партизанской тактике</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>acc</comment>
        <translation>Смотрителя ада</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>gen</comment>
        <translation>Смотрителя ада</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <comment>dat</comment>
        <translation>Смотрителю ада</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <translation>Бандит с большой дороги</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>acc</comment>
        <translation>Бандита с большой дороги</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>gen</comment>
        <translation>Бандита с большой дороги</translation>
    </message>
    <message>
        <source>Highway Robber</source>
        <comment>dat</comment>
        <translation>Бандиту с большой дороги</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <translation>Гигант с холмов</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>acc</comment>
        <translation>Гиганта с холмов</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>gen</comment>
        <translation>Гиганта с холмов</translation>
    </message>
    <message>
        <source>Hill Giant</source>
        <comment>dat</comment>
        <translation>Гиганту с холмов</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <translation>Пустотелые псы</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>acc</comment>
        <translation>Пустотелых псов</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>gen</comment>
        <translation>Пустотелых псов</translation>
    </message>
    <message>
        <source>Hollow Dogs</source>
        <comment>dat</comment>
        <translation>Пустотелым псам</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <translation>Святой день</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>acc</comment>
        <translation>Святой день</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>gen</comment>
        <translation>Святого дня</translation>
    </message>
    <message>
        <source>Holy Day</source>
        <comment>dat</comment>
        <translation>Святому дню</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <translation>Святая сила</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>acc</comment>
        <translation>Святую силу</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>gen</comment>
        <translation>Святой силы</translation>
    </message>
    <message>
        <source>Holy Strength</source>
        <comment>dat</comment>
        <translation>Святой силе</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <translation>Почетный караул</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>acc</comment>
        <translation>Почетного караула</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>gen</comment>
        <translation>Почетного караула</translation>
    </message>
    <message>
        <source>Honor Guard</source>
        <comment>dat</comment>
        <translation>Почетному караулу</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <translation>Рогатая черепаха</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>acc</comment>
        <translation>Рогатую черепаху</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>gen</comment>
        <translation>Рогатой черепахи</translation>
    </message>
    <message>
        <source>Horned Turtle</source>
        <comment>dat</comment>
        <translation>Рогатой черепахе</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>acc</comment>
        <translation>Ужас ужасов</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>gen</comment>
        <translation>Ужаса ужасов</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <comment>dat</comment>
        <translation>Ужасу ужасов</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <translation>Воющая шахта</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>acc</comment>
        <translation>Воющую шахту</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>gen</comment>
        <translation>Воющей шахты</translation>
    </message>
    <message>
        <source>Howling Mine</source>
        <comment>dat</comment>
        <translation>Воющей шахте</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>acc</comment>
        <translation>Загнанного вумпуса</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>gen</comment>
        <translation>Загнанного вумпуса</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <comment>dat</comment>
        <translation>Загнанному вумпусу</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>acc</comment>
        <translation>Усыпляющего призрака</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>gen</comment>
        <translation>Усыпляющего призрака</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <comment>dat</comment>
        <translation>Усыпляющему призраку</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>acc</comment>
        <translation>Ледяной манипулятор</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>gen</comment>
        <translation>Ледяного манипулятора</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <comment>dat</comment>
        <translation>Ледяному манипулятору</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <translation>Воображаемый питомец</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>acc</comment>
        <translation>Воображаемого питомца</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>gen</comment>
        <translation>Воображаемого питомца</translation>
    </message>
    <message>
        <source>Imaginary Pet</source>
        <comment>dat</comment>
        <translation>Воображаемому питомцу</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Указатель</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>acc</comment>
        <translation>Указатель</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>gen</comment>
        <translation>Указателя</translation>
    </message>
    <message>
        <source>Index</source>
        <comment>dat</comment>
        <translation>Указателю</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <translation>Ветеран пехоты</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>acc</comment>
        <translation>Ветерана пехоты</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>gen</comment>
        <translation>Ветерана пехоты</translation>
    </message>
    <message>
        <source>Infantry Veteran</source>
        <comment>dat</comment>
        <translation>Ветерану пехоты</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>acc</comment>
        <translation>Воодушевление</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>gen</comment>
        <translation>Воодушевления</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <comment>dat</comment>
        <translation>Воодушевлению</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>acc</comment>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>gen</comment>
        <translation>Острова</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>dat</comment>
        <translation>Острову</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <translation>Маска из слоновой кости</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>acc</comment>
        <translation>Маску из слоновой кости</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>gen</comment>
        <translation>Маски из слоновой кости</translation>
    </message>
    <message>
        <source>Ivory Mask</source>
        <comment>dat</comment>
        <translation>Маске из слоновой кости</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>acc</comment>
        <translation>Нефритовую статую</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>gen</comment>
        <translation>Нефритовой статуи</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <comment>dat</comment>
        <translation>Нефритовой статуе</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <translation>Шутовской колпак</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>acc</comment>
        <translation>Шутовской колпак</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>gen</comment>
        <translation>Шутовского колпака</translation>
    </message>
    <message>
        <source>Jester&apos;s Cap</source>
        <comment>dat</comment>
        <translation>Шутовскому колпаку</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <translation>Ками древнего камня</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>acc</comment>
        <translation>Ками древнего камня</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>gen</comment>
        <translation>Ками древнего камня</translation>
    </message>
    <message>
        <source>Kami of Old Stone</source>
        <comment>dat</comment>
        <translation>Ками древнего камня</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <translation>Карплюсанский лес</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>acc</comment>
        <translation>Карплюсанский лес</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>gen</comment>
        <translation>Карплюсанского леса</translation>
    </message>
    <message>
        <source>Karplusan Forest</source>
        <comment>dat</comment>
        <translation>Карплюсанскому лесу</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>acc</comment>
        <translation>Карплюсанского йети</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>gen</comment>
        <translation>Карплюсанского йети</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <comment>dat</comment>
        <translation>Карплюсанскому йети</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <translation>Скалолаз Каву</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>acc</comment>
        <translation>Скалолаза Каву</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>gen</comment>
        <translation>Скалолаза Каву</translation>
    </message>
    <message>
        <source>Kavu Climber</source>
        <comment>dat</comment>
        <translation>Скалолазу Каву</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <translation>Король гепардов</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>acc</comment>
        <translation>Короля гепардов</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>gen</comment>
        <translation>Короля гепардов</translation>
    </message>
    <message>
        <source>King Cheetah</source>
        <comment>dat</comment>
        <translation>Королю гепардов</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <translation>Обезьяна Кирд</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>acc</comment>
        <translation>Обезьяну Кирд</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>gen</comment>
        <translation>Обезьяны Кирд</translation>
    </message>
    <message>
        <source>Kird Ape</source>
        <comment>dat</comment>
        <translation>Обезьяне Кирд</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>acc</comment>
        <translation>Глаз кракена</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>gen</comment>
        <translation>Глаза кракена</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <comment>dat</comment>
        <translation>Глазу кракена</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <translation>Лавовый топор</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>acc</comment>
        <translation>Лавовый топор</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>gen</comment>
        <translation>Лавового топора</translation>
    </message>
    <message>
        <source>Lava Axe</source>
        <comment>dat</comment>
        <translation>Лавовому топору</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <translation>Леонийский небесный охотник</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>acc</comment>
        <translation>Леонийского небесного охотника</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>gen</comment>
        <translation>Леонийского небесного охотника</translation>
    </message>
    <message>
        <source>Leonin Skyhunter</source>
        <comment>dat</comment>
        <translation>Леонийскому небесному охотнику</translation>
    </message>
    <message>
        <source>Levitation</source>
        <translation>Левитация</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>acc</comment>
        <translation>Левитацию</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>gen</comment>
        <translation>Левитации</translation>
    </message>
    <message>
        <source>Levitation</source>
        <comment>dat</comment>
        <translation>Левитации</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>acc</comment>
        <translation>Друида с пастбищ</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>gen</comment>
        <translation>Друида с пастбищ</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <comment>dat</comment>
        <translation>Друиду с пастбищ</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <translation>Элементаль молний</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>acc</comment>
        <translation>Элементаля молний</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>gen</comment>
        <translation>Элементаля молний</translation>
    </message>
    <message>
        <source>Lightning Elemental</source>
        <comment>dat</comment>
        <translation>Элементалю молний</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>acc</comment>
        <translation>Лановарского бегемота</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>gen</comment>
        <translation>Лановарского бегемота</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <comment>dat</comment>
        <translation>Лановарскому бегемоту</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <translation>Лановарские эльфы</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>acc</comment>
        <translation>Лановарских эльфов</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>gen</comment>
        <translation>Лановарских эльфов</translation>
    </message>
    <message>
        <source>Llanowar Elves</source>
        <comment>dat</comment>
        <translation>Лановарским эльфам</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <translation>Лановарские пустоши</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>acc</comment>
        <translation>Лановарские пустоши</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>gen</comment>
        <translation>Лановарских пустошей</translation>
    </message>
    <message>
        <source>Llanowar Wastes</source>
        <comment>dat</comment>
        <translation>Лановарским пустошам</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <translation>Смутная тень</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>acc</comment>
        <translation>Смутную тень</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>gen</comment>
        <translation>Смутной тени</translation>
    </message>
    <message>
        <source>Looming Shade</source>
        <comment>dat</comment>
        <translation>Смутной тени</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>acc</comment>
        <translation>Повелителя нежити</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>gen</comment>
        <translation>Повелителя нежити</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <comment>dat</comment>
        <translation>Повелителю нежити</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>acc</comment>
        <translation>Локсодонский боевой молот</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>gen</comment>
        <translation>Локсодонского боевого молота</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <comment>dat</comment>
        <translation>Локсодонскому боевому молоту</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <translation>Дозорный Луменгрида</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>acc</comment>
        <translation>Дозорного Луменгрида</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>gen</comment>
        <translation>Дозорного Луменгрида</translation>
    </message>
    <message>
        <source>Lumengrid Warden</source>
        <comment>dat</comment>
        <translation>Дозорному Луменгрида</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>acc</comment>
        <translation>Магнивора</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>gen</comment>
        <translation>Магнивора</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <comment>dat</comment>
        <translation>Магнивору</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <translation>Джинн Магамоти</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>acc</comment>
        <translation>Джинна Магамоти</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>gen</comment>
        <translation>Джинна Магамоти</translation>
    </message>
    <message>
        <source>Mahamoti Djinn</source>
        <comment>dat</comment>
        <translation>Джинну Магамоти</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>acc</comment>
        <translation>Звон маны</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>gen</comment>
        <translation>Звона маны</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <comment>dat</comment>
        <translation>Звону маны</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <translation>Утечка маны</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>acc</comment>
        <translation>Утечку маны</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>gen</comment>
        <translation>Утечки маны</translation>
    </message>
    <message>
        <source>Mana Leak</source>
        <comment>dat</comment>
        <translation>Утечке маны</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>acc</comment>
        <translation>Мраморного титана</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>gen</comment>
        <translation>Мраморного титана</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <comment>dat</comment>
        <translation>Мраморному титану</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>acc</comment>
        <translation>Маро</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>gen</comment>
        <translation>Маро</translation>
    </message>
    <message>
        <source>Maro</source>
        <comment>dat</comment>
        <translation>Маро</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <translation>Мастер ловушек</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>acc</comment>
        <translation>Мастера ловушек</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>gen</comment>
        <translation>Мастера ловушек</translation>
    </message>
    <message>
        <source>Master Decoy</source>
        <comment>dat</comment>
        <translation>Мастеру ловушек</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>acc</comment>
        <translation>Искусного целителя</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>gen</comment>
        <translation>Искусного целителя</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <comment>dat</comment>
        <translation>Искусному целителю</translation>
    </message>
    <message>
        <source>Megrim</source>
        <translation>Мигрень</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>acc</comment>
        <translation>Мигрень</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>gen</comment>
        <translation>Мигрени</translation>
    </message>
    <message>
        <source>Megrim</source>
        <comment>dat</comment>
        <translation>Мигрени</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <translation>Умелые руки</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>acc</comment>
        <translation>Умелые руки</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>gen</comment>
        <translation>Умелых рук</translation>
    </message>
    <message>
        <source>Mending Hands</source>
        <comment>dat</comment>
        <translation>Умелым рукам</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>acc</comment>
        <translation>Силу дубов</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>gen</comment>
        <translation>Силы дубов</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <comment>dat</comment>
        <translation>Силе дубов</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>acc</comment>
        <translation>Мельничный жернов</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>gen</comment>
        <translation>Мельничного жернова</translation>
    </message>
    <message>
        <source>Millstone</source>
        <comment>dat</comment>
        <translation>Мельничному жернову</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <translation>Сгибание разума</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>acc</comment>
        <translation>Сгибание разума</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>gen</comment>
        <translation>Сгибания разума</translation>
    </message>
    <message>
        <source>Mind Bend</source>
        <comment>dat</comment>
        <translation>Сгибанию разума</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <translation>Гниение разума</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>acc</comment>
        <translation>Гниение разума</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>gen</comment>
        <translation>Гниения разума</translation>
    </message>
    <message>
        <source>Mind Rot</source>
        <comment>dat</comment>
        <translation>Гниению разума</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>acc</comment>
        <translation>Режущего мысли</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>gen</comment>
        <translation>Режущего мысли</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <comment>dat</comment>
        <translation>Режущему мысли</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>acc</comment>
        <translation>Могга-стража</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>gen</comment>
        <translation>Могга-стража</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <comment>dat</comment>
        <translation>Моггу-стражу</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>acc</comment>
        <translation>Мортивора</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>gen</comment>
        <translation>Мортивора</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <comment>dat</comment>
        <translation>Мортивору</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>acc</comment>
        <translation>Гору</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>gen</comment>
        <translation>Горы</translation>
    </message>
    <message>
        <source>Mountain</source>
        <comment>dat</comment>
        <translation>Горе</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <translation>Оболочка нантуко</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>acc</comment>
        <translation>Оболочку нантуко</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>gen</comment>
        <translation>Оболочки нантуко</translation>
    </message>
    <message>
        <source>Nantuko Husk</source>
        <comment>dat</comment>
        <translation>Оболочке нантуко</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>acc</comment>
        <translation>Единение с природой</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>gen</comment>
        <translation>Единения с природой</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <comment>dat</comment>
        <translation>Единению с природой</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <translation>Природный источник</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>acc</comment>
        <translation>Природный источник</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>gen</comment>
        <translation>Природного источника</translation>
    </message>
    <message>
        <source>Natural Spring</source>
        <comment>dat</comment>
        <translation>Природному источнику</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <translation>Приживание</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>acc</comment>
        <translation>Приживание</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>gen</comment>
        <translation>Приживания</translation>
    </message>
    <message>
        <source>Naturalize</source>
        <comment>dat</comment>
        <translation>Приживанию</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>acc</comment>
        <translation>Бурю игл</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>gen</comment>
        <translation>Бури игл</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <comment>dat</comment>
        <translation>Буре игл</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>acc</comment>
        <translation>Некраталя</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>gen</comment>
        <translation>Некраталя</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <comment>dat</comment>
        <translation>Некраталю</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Кошмар</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>acc</comment>
        <translation>Кошмара</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>gen</comment>
        <translation>Кошмара</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <comment>dat</comment>
        <translation>Кошмару</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <translation>Норвудский лесничий</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>acc</comment>
        <translation>Норвудского лесничего</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>gen</comment>
        <translation>Норвудского лесничего</translation>
    </message>
    <message>
        <source>Norwood Ranger</source>
        <comment>dat</comment>
        <translation>Норвудскому лесничему</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <translation>Огр-десятник</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>acc</comment>
        <translation>Огра-десятника</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>gen</comment>
        <translation>Огра-десятника</translation>
    </message>
    <message>
        <source>Ogre Taskmaster</source>
        <comment>dat</comment>
        <translation>Огру-десятнику</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>acc</comment>
        <translation>Свиту оракула</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>gen</comment>
        <translation>Свиты оракула</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <comment>dat</comment>
        <translation>Свите оракула</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>acc</comment>
        <translation>Артиллерию орков</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>gen</comment>
        <translation>Артиллерии орков</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <comment>dat</comment>
        <translation>Артиллерии орков</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <translation>Орден Священного колокола</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>acc</comment>
        <translation>Ордена Священного колокола</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>gen</comment>
        <translation>Ордена Священного колокола</translation>
    </message>
    <message>
        <source>Order of the Sacred Bell</source>
        <comment>dat</comment>
        <translation>Ордену Священного колокола</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <translation>Орнитоптер</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>acc</comment>
        <translation>Орнитоптера</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>gen</comment>
        <translation>Орнитоптера</translation>
    </message>
    <message>
        <source>Ornithopter</source>
        <comment>dat</comment>
        <translation>Орнитоптеру</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <translation>Избыточный рост</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>acc</comment>
        <translation>Избыточный рост</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>gen</comment>
        <translation>Избыточного роста</translation>
    </message>
    <message>
        <source>Overgrowth</source>
        <comment>dat</comment>
        <translation>Избыточному росту</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <translation>Пацифизм</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>acc</comment>
        <translation>Пацифизм</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>gen</comment>
        <translation>Пацифизма</translation>
    </message>
    <message>
        <source>Pacifism</source>
        <comment>dat</comment>
        <translation>Пацифизму</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <translation>Паладин эн-Век</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>acc</comment>
        <translation>Паладина эн-Век</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>gen</comment>
        <translation>Паладина эн-Век</translation>
    </message>
    <message>
        <source>Paladin en-Vec</source>
        <comment>dat</comment>
        <translation>Паладину эн-Век</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <translation>Паника от атаки</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>acc</comment>
        <translation>Панику от атаки</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>gen</comment>
        <translation>Паники от атаки</translation>
    </message>
    <message>
        <source>Panic Attack</source>
        <comment>dat</comment>
        <translation>Панике от атаки</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>acc</comment>
        <translation>Покой разума</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>gen</comment>
        <translation>Покоя разума</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <comment>dat</comment>
        <translation>Покою разума</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <translation>Боевой пегас</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>acc</comment>
        <translation>Боевого пегаса</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>gen</comment>
        <translation>Боевого пегаса</translation>
    </message>
    <message>
        <source>Pegasus Charger</source>
        <comment>dat</comment>
        <translation>Боевому пегасу</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>acc</comment>
        <translation>Преследование</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>gen</comment>
        <translation>Преследования</translation>
    </message>
    <message>
        <source>Persecute</source>
        <comment>dat</comment>
        <translation>Преследованию</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <translation>Призрачный воин</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>acc</comment>
        <translation>Призрачного воина</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>gen</comment>
        <translation>Призрачного воина</translation>
    </message>
    <message>
        <source>Phantom Warrior</source>
        <comment>dat</comment>
        <translation>Призрачному воину</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <translation>Фирексийская арена</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>acc</comment>
        <translation>Фирексийскую арену</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>gen</comment>
        <translation>Фирексийской арены</translation>
    </message>
    <message>
        <source>Phyrexian Arena</source>
        <comment>dat</comment>
        <translation>Фирексийской арене</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>acc</comment>
        <translation>Фирексийского великана</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>gen</comment>
        <translation>Фирексийского великана</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <comment>dat</comment>
        <translation>Фирексийскому великану</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <translation>Огромный фирексиец</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>acc</comment>
        <translation>Огромного фирексийца</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>gen</comment>
        <translation>Огромного фирексийца</translation>
    </message>
    <message>
        <source>Phyrexian Hulk</source>
        <comment>dat</comment>
        <translation>Огромному фирексийцу</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <translation>Плагиат</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>acc</comment>
        <translation>Плагиат</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>gen</comment>
        <translation>Плагиата</translation>
    </message>
    <message>
        <source>Plagiarize</source>
        <comment>dat</comment>
        <translation>Плагиату</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <translation>Чумной жук</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>acc</comment>
        <translation>Чумного жука</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>gen</comment>
        <translation>Чумного жука</translation>
    </message>
    <message>
        <source>Plague Beetle</source>
        <comment>dat</comment>
        <translation>Чумному жуку</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>acc</comment>
        <translation>Чумной ветер</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>gen</comment>
        <translation>Чумного ветра</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <comment>dat</comment>
        <translation>Чумному ветру</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнины</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>acc</comment>
        <translation>Равнины</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>gen</comment>
        <translation>Равнин</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>dat</comment>
        <translation>Равнинам</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <translation>Полиморф</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>acc</comment>
        <translation>Полиморф</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>gen</comment>
        <translation>Полиморфа</translation>
    </message>
    <message>
        <source>Polymorph</source>
        <comment>dat</comment>
        <translation>Полиморфу</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>acc</comment>
        <translation>Кукольника</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>gen</comment>
        <translation>Кукольника</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <comment>dat</comment>
        <translation>Кукольнику</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>acc</comment>
        <translation>Пироклазм</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>gen</comment>
        <translation>Пироклазма</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <comment>dat</comment>
        <translation>Пироклазму</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>acc</comment>
        <translation>Зыбучие пески</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>gen</comment>
        <translation>Зыбучих песков</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <comment>dat</comment>
        <translation>Зыбучим пескам</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <translation>Разъяренный гоблин</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>acc</comment>
        <translation>Разъяренного гоблина</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>gen</comment>
        <translation>Разъяренного гоблина</translation>
    </message>
    <message>
        <source>Raging Goblin</source>
        <comment>dat</comment>
        <translation>Разъяренному гоблину</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <translation>Воскрешение</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>acc</comment>
        <translation>Воскрешение</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>gen</comment>
        <translation>Воскрешения</translation>
    </message>
    <message>
        <source>Raise Dead</source>
        <comment>dat</comment>
        <translation>Воскрешению</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <translation>Буйный рост</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>acc</comment>
        <translation>Буйный рост</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>gen</comment>
        <translation>Буйного роста</translation>
    </message>
    <message>
        <source>Rampant Growth</source>
        <comment>dat</comment>
        <translation>Буйному росту</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>acc</comment>
        <translation>Дракона Рати</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>gen</comment>
        <translation>Дракона Рати</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <comment>dat</comment>
        <translation>Дракону Рати</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <translation>Прожорливые крысы</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>acc</comment>
        <translation>Прожорливых крыс</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>gen</comment>
        <translation>Прожорливых крыс</translation>
    </message>
    <message>
        <source>Ravenous Rats</source>
        <comment>dat</comment>
        <translation>Прожорливым крысам</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <translation>Саблезубые крысы</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>acc</comment>
        <translation>Саблезубых крыс</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>gen</comment>
        <translation>Саблезубых крыс</translation>
    </message>
    <message>
        <source>Razortooth Rats</source>
        <comment>dat</comment>
        <translation>Саблезубым крысам</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>acc</comment>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>gen</comment>
        <translation>Отказа</translation>
    </message>
    <message>
        <source>Reclaim</source>
        <comment>dat</comment>
        <translation>Отказу</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <translation>Рефлексы</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>acc</comment>
        <translation>Рефлексы</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>gen</comment>
        <translation>Рефлексов</translation>
    </message>
    <message>
        <source>Reflexes</source>
        <comment>dat</comment>
        <translation>Рефлексам</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>acc</comment>
        <translation>Регенерацию</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>gen</comment>
        <translation>Регенерации</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <comment>dat</comment>
        <translation>Регенерации</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Неутомимая атака</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>acc</comment>
        <translation>Неутомимую атаку</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>gen</comment>
        <translation>Неутомимой атаки</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <comment>dat</comment>
        <translation>Неутомимой атаке</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>acc</comment>
        <translation>Воспоминания</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>gen</comment>
        <translation>Воспоминаний</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <comment>dat</comment>
        <translation>Воспоминаниям</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <translation>Удаление души</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>acc</comment>
        <translation>Удаление души</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>gen</comment>
        <translation>Удаления души</translation>
    </message>
    <message>
        <source>Remove Soul</source>
        <comment>dat</comment>
        <translation>Удалению души</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>acc</comment>
        <translation>Обратные повреждения</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>gen</comment>
        <translation>Обратных повреждений</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <comment>dat</comment>
        <translation>Обратным повреждениям</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>acc</comment>
        <translation>Перемотку</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>gen</comment>
        <translation>Перемотки</translation>
    </message>
    <message>
        <source>Rewind</source>
        <comment>dat</comment>
        <translation>Перемотке</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>acc</comment>
        <translation>Праведность</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>gen</comment>
        <translation>Праведности</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <comment>dat</comment>
        <translation>Праведности</translation>
    </message>
    <message>
        <source>River Bear</source>
        <translation>Речной медведь</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>acc</comment>
        <translation>Речного медведя</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>gen</comment>
        <translation>Речного медведя</translation>
    </message>
    <message>
        <source>River Bear</source>
        <comment>dat</comment>
        <translation>Речному медведю</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>acc</comment>
        <translation>Жезл разрушения</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>gen</comment>
        <translation>Жезла разрушения</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <comment>dat</comment>
        <translation>Жезлу разрушения</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <translation>Негодяй Каву</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>acc</comment>
        <translation>Негодяя Каву</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>gen</comment>
        <translation>Негодяя Каву</translation>
    </message>
    <message>
        <source>Rogue Kavu</source>
        <comment>dat</comment>
        <translation>Негодяю Каву</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <translation>Подрывающий корни вурм</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>acc</comment>
        <translation>Подрывающего корни вурма</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>gen</comment>
        <translation>Подрывающего корни вурма</translation>
    </message>
    <message>
        <source>Rootbreaker Wurm</source>
        <comment>dat</comment>
        <translation>Подрывающему корни вурму</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <translation>Рутвалла</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>acc</comment>
        <translation>Рутваллу</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>gen</comment>
        <translation>Рутваллы</translation>
    </message>
    <message>
        <source>Rootwalla</source>
        <comment>dat</comment>
        <translation>Рутвалле</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>acc</comment>
        <translation>Королевского убийцу</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>gen</comment>
        <translation>Королевского убийцы</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <comment>dat</comment>
        <translation>Королевскому убийце</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>acc</comment>
        <translation>Яйцо птицы рух</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>gen</comment>
        <translation>Яйца птицы рух</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <comment>dat</comment>
        <translation>Яйцу птицы рух</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>acc</comment>
        <translation>Святую землю</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>gen</comment>
        <translation>Святой земли</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <comment>dat</comment>
        <translation>Святой земле</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <translation>Святой нектар</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>acc</comment>
        <translation>Святой нектар</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>gen</comment>
        <translation>Святого нектара</translation>
    </message>
    <message>
        <source>Sacred Nectar</source>
        <comment>dat</comment>
        <translation>Святому нектару</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <translation>Мудрая птица</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>acc</comment>
        <translation>Мудрую птицу</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>gen</comment>
        <translation>Мудрой птицы</translation>
    </message>
    <message>
        <source>Sage Aven</source>
        <comment>dat</comment>
        <translation>Мудрой птице</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <translation>Самитский лекарь</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>acc</comment>
        <translation>Самитского лекаря</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>gen</comment>
        <translation>Самитского лекаря</translation>
    </message>
    <message>
        <source>Samite Healer</source>
        <comment>dat</comment>
        <translation>Самитскому лекарю</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>acc</comment>
        <translation>Стража святыни</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>gen</comment>
        <translation>Стража святыни</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <comment>dat</comment>
        <translation>Стражу святыни</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <translation>Воин песчанника</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>acc</comment>
        <translation>Воина песчанника</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>gen</comment>
        <translation>Воина песчанника</translation>
    </message>
    <message>
        <source>Sandstone Warrior</source>
        <comment>dat</comment>
        <translation>Воину песчанника</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <translation>Львы саванны</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>acc</comment>
        <translation>Львов саванны</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>gen</comment>
        <translation>Львов саванны</translation>
    </message>
    <message>
        <source>Savannah Lions</source>
        <comment>dat</comment>
        <translation>Львам саванны</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <translation>Чешуйчатый вурм</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>acc</comment>
        <translation>Чешуйчатого вурма</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>gen</comment>
        <translation>Чешуйчатого вурма</translation>
    </message>
    <message>
        <source>Scaled Wurm</source>
        <comment>dat</comment>
        <translation>Чешуйчатому вурму</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <translation>Смертоносные зомби</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>acc</comment>
        <translation>Смертоносных зомби</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>gen</comment>
        <translation>Смертоносных зомби</translation>
    </message>
    <message>
        <source>Scathe Zombies</source>
        <comment>dat</comment>
        <translation>Смертоносным зомби</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <translation>Морское чудовище</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>acc</comment>
        <translation>Морское чудовище</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>gen</comment>
        <translation>Морского чудовища</translation>
    </message>
    <message>
        <source>Sea Monster</source>
        <comment>dat</comment>
        <translation>Морскому чудовищу</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <translation>Зов моря</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>acc</comment>
        <translation>Зов моря</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>gen</comment>
        <translation>Зова моря</translation>
    </message>
    <message>
        <source>Sea&apos;s Claim</source>
        <comment>dat</comment>
        <translation>Зову моря</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>acc</comment>
        <translation>Закаленного маршала</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>gen</comment>
        <translation>Закаленного маршала</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <comment>dat</comment>
        <translation>Закаленному маршалу</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>acc</comment>
        <translation>Музу, рожденную из семени</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>gen</comment>
        <translation>Музы, рожденной из семени</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <comment>dat</comment>
        <translation>Музе, рожденной из семени</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <translation>Песнь кипения</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>acc</comment>
        <translation>Песнь кипения</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>gen</comment>
        <translation>Песни кипения</translation>
    </message>
    <message>
        <source>Seething Song</source>
        <comment>dat</comment>
        <translation>Песне кипения</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>acc</comment>
        <translation>Сенгирского вампира</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>gen</comment>
        <translation>Сенгирского вампира</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <comment>dat</comment>
        <translation>Сенгирскому вампиру</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <translation>Змей-воин</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>acc</comment>
        <translation>Змея-воина</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>gen</comment>
        <translation>Змея-воина</translation>
    </message>
    <message>
        <source>Serpent Warrior</source>
        <comment>dat</comment>
        <translation>Змею-воину</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <translation>Ангел Серры</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>acc</comment>
        <translation>Ангела Серры</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>gen</comment>
        <translation>Ангела Серры</translation>
    </message>
    <message>
        <source>Serra Angel</source>
        <comment>dat</comment>
        <translation>Ангелу Серры</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <translation>Благословение Серры</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>acc</comment>
        <translation>Благословение Серры</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>gen</comment>
        <translation>Благословения Серры</translation>
    </message>
    <message>
        <source>Serra&apos;s Blessing</source>
        <comment>dat</comment>
        <translation>Благословению Серры</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>acc</comment>
        <translation>Осколочного феникса</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>gen</comment>
        <translation>Осколочного феникса</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <comment>dat</comment>
        <translation>Осколочному фениксу</translation>
    </message>
    <message>
        <source>Shatter</source>
        <translation>Раскол</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>acc</comment>
        <translation>Раскол</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>gen</comment>
        <translation>Раскола</translation>
    </message>
    <message>
        <source>Shatter</source>
        <comment>dat</comment>
        <translation>Расколу</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>acc</comment>
        <translation>Шиванского дракона</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>gen</comment>
        <translation>Шиванского дракона</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <comment>dat</comment>
        <translation>Шиванскому дракону</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <translation>Шиванский риф</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>acc</comment>
        <translation>Шиванский риф</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>gen</comment>
        <translation>Шиванского рифа</translation>
    </message>
    <message>
        <source>Shivan Reef</source>
        <comment>dat</comment>
        <translation>Шиванскому рифу</translation>
    </message>
    <message>
        <source>Shock</source>
        <translation>Шок</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>acc</comment>
        <translation>Шок</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>gen</comment>
        <translation>Шока</translation>
    </message>
    <message>
        <source>Shock</source>
        <comment>dat</comment>
        <translation>Шоку</translation>
    </message>
    <message>
        <source>Sift</source>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>acc</comment>
        <translation>Исследование</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>gen</comment>
        <translation>Исследования</translation>
    </message>
    <message>
        <source>Sift</source>
        <comment>dat</comment>
        <translation>Исследованию</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>acc</comment>
        <translation>Паука-шелкопряда</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>gen</comment>
        <translation>Паука-шелкопряда</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <comment>dat</comment>
        <translation>Пауку-шелкопряду</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <translation>Небесный охотник</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>acc</comment>
        <translation>Небесного охотника</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>gen</comment>
        <translation>Небесного охотника</translation>
    </message>
    <message>
        <source>Skyhunter Prowler</source>
        <comment>dat</comment>
        <translation>Небесному охотнику</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>acc</comment>
        <translation>Табличку древнего рода</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>gen</comment>
        <translation>Таблички древнего рода</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <comment>dat</comment>
        <translation>Табличке древнего рода</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>acc</comment>
        <translation>Умерщвление</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>gen</comment>
        <translation>Умерщвления</translation>
    </message>
    <message>
        <source>Slay</source>
        <comment>dat</comment>
        <translation>Умерщвлению</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <translation>Ловкость рук</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>acc</comment>
        <translation>Ловкость рук</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>gen</comment>
        <translation>Ловкости рук</translation>
    </message>
    <message>
        <source>Sleight of Hand</source>
        <comment>dat</comment>
        <translation>Ловкости рук</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>acc</comment>
        <translation>Пир души</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>gen</comment>
        <translation>Пира души</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <comment>dat</comment>
        <translation>Пиру души</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <translation>Страж души</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>acc</comment>
        <translation>Стража души</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>gen</comment>
        <translation>Стража души</translation>
    </message>
    <message>
        <source>Soul Warden</source>
        <comment>dat</comment>
        <translation>Стражу души</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation>Книга заклинаний</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>acc</comment>
        <translation>Книгу заклинаний</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>gen</comment>
        <translation>Книги заклинаний</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <comment>dat</comment>
        <translation>Книге заклинаний</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <translation>Шипастый вурм</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>acc</comment>
        <translation>Шипастого вурма</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>gen</comment>
        <translation>Шипастого вурма</translation>
    </message>
    <message>
        <source>Spined Wurm</source>
        <comment>dat</comment>
        <translation>Шипастому вурму</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <translation>Беспозвоночный убийца</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>acc</comment>
        <translation>Беспозвоночного убийцу</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>gen</comment>
        <translation>Беспозвоночного убийцы</translation>
    </message>
    <message>
        <source>Spineless Thug</source>
        <comment>dat</comment>
        <translation>Беспозвоночному убийце</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <translation>Духовная связь</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>acc</comment>
        <translation>Духовную связь</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>gen</comment>
        <translation>Духовной связи</translation>
    </message>
    <message>
        <source>Spirit Link</source>
        <comment>dat</comment>
        <translation>Духовной связи</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <translation>Камнепад</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>acc</comment>
        <translation>Камнепад</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>gen</comment>
        <translation>Камнепада</translation>
    </message>
    <message>
        <source>Stone Rain</source>
        <comment>dat</comment>
        <translation>Камнепаду</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>acc</comment>
        <translation>Запоминающую матрицу</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>gen</comment>
        <translation>Запоминающей матрицы</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <comment>dat</comment>
        <translation>Запоминающей матрице</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <translation>Вестник ненастья</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>acc</comment>
        <translation>Вестника ненастья</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>gen</comment>
        <translation>Вестника ненастья</translation>
    </message>
    <message>
        <source>Storm Crow</source>
        <comment>dat</comment>
        <translation>Вестнику ненастья</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>acc</comment>
        <translation>Круг истории</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>gen</comment>
        <translation>Круга истории</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <comment>dat</comment>
        <translation>Кругу истории</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>acc</comment>
        <translation>Поток жизни</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>gen</comment>
        <translation>Потока жизни</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <comment>dat</comment>
        <translation>Потоку жизни</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>acc</comment>
        <translation>Внезапный удар</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>gen</comment>
        <translation>Внезапного удара</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <comment>dat</comment>
        <translation>Внезапному удару</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <translation>Серные источники</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>acc</comment>
        <translation>Серные источники</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>gen</comment>
        <translation>Серных источников</translation>
    </message>
    <message>
        <source>Sulfurous Springs</source>
        <comment>dat</comment>
        <translation>Серным источникам</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <translation>Летнее цветение</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>acc</comment>
        <translation>Летнее цветение</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>gen</comment>
        <translation>Летнего цветения</translation>
    </message>
    <message>
        <source>Summer Bloom</source>
        <comment>dat</comment>
        <translation>Летнему цветению</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <translation>Солнечный ястреб</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>acc</comment>
        <translation>Солнечного ястреба</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>gen</comment>
        <translation>Солнечного ястреба</translation>
    </message>
    <message>
        <source>Suntail Hawk</source>
        <comment>dat</comment>
        <translation>Солнечному ястребу</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>acc</comment>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>gen</comment>
        <translation>Болота</translation>
    </message>
    <message>
        <source>Swamp</source>
        <comment>dat</comment>
        <translation>Болоту</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <translation>Стая крыс</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>acc</comment>
        <translation>Стаю крыс</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>gen</comment>
        <translation>Стаи крыс</translation>
    </message>
    <message>
        <source>Swarm of Rats</source>
        <comment>dat</comment>
        <translation>Стае крыс</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>acc</comment>
        <translation>Цветок зарослей</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>gen</comment>
        <translation>Цветка зарослей</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <comment>dat</comment>
        <translation>Цветку зарослей</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <translation>Ящик загадок Тефери</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>acc</comment>
        <translation>Ящик загадок Тефери</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>gen</comment>
        <translation>Ящика загадок Тефери</translation>
    </message>
    <message>
        <source>Teferi&apos;s Puzzle Box</source>
        <comment>dat</comment>
        <translation>Ящику загадок Тефери</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>acc</comment>
        <translation>Телепатию</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>gen</comment>
        <translation>Телепатии</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <comment>dat</comment>
        <translation>Телепатии</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>acc</comment>
        <translation>Бурю света</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>gen</comment>
        <translation>Бури света</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <comment>dat</comment>
        <translation>Буре света</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <translation>Служитель времени</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>acc</comment>
        <translation>Служителя времени</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>gen</comment>
        <translation>Служителя времени</translation>
    </message>
    <message>
        <source>Temporal Adept</source>
        <comment>dat</comment>
        <translation>Служителю времени</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>acc</comment>
        <translation>Сороку-воровку</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>gen</comment>
        <translation>Сороки-воровки</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <comment>dat</comment>
        <translation>Сороке-воровке</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>acc</comment>
        <translation>Посланника мысли</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>gen</comment>
        <translation>Посланника мысли</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <comment>dat</comment>
        <translation>Посланнику мысли</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>acc</comment>
        <translation>Голема Трана</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>gen</comment>
        <translation>Голема Трана</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <comment>dat</comment>
        <translation>Голему Трана</translation>
    </message>
    <message>
        <source>Threaten</source>
        <translation>Угроза</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>acc</comment>
        <translation>Угрозу</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>gen</comment>
        <translation>Угрозы</translation>
    </message>
    <message>
        <source>Threaten</source>
        <comment>dat</comment>
        <translation>Угрозе</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>acc</comment>
        <translation>Грозового коня</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>gen</comment>
        <translation>Грозового коня</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <comment>dat</comment>
        <translation>Грозовому коню</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <translation>Приливный кракен</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>acc</comment>
        <translation>Приливного кракена</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>gen</comment>
        <translation>Приливного кракена</translation>
    </message>
    <message>
        <source>Tidal Kraken</source>
        <comment>dat</comment>
        <translation>Приливному кракену</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>acc</comment>
        <translation>Вести</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>gen</comment>
        <translation>Вестей</translation>
    </message>
    <message>
        <source>Tidings</source>
        <comment>dat</comment>
        <translation>Вестям</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <translation>Временной отлив</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>acc</comment>
        <translation>Временной отлив</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>gen</comment>
        <translation>Временного отлива</translation>
    </message>
    <message>
        <source>Time Ebb</source>
        <comment>dat</comment>
        <translation>Временному отливу</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <translation>Торговые пути</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>acc</comment>
        <translation>Торговые пути</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>gen</comment>
        <translation>Торговых путей</translation>
    </message>
    <message>
        <source>Trade Routes</source>
        <comment>dat</comment>
        <translation>Торговым путям</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <translation>Дрессированный армодон</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>acc</comment>
        <translation>Дрессированного армодона</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>gen</comment>
        <translation>Дрессированного армодона</translation>
    </message>
    <message>
        <source>Trained Armodon</source>
        <comment>dat</comment>
        <translation>Дрессированному армодону</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <translation>Травма</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>acc</comment>
        <translation>Травму</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>gen</comment>
        <translation>Травмы</translation>
    </message>
    <message>
        <source>Traumatize</source>
        <comment>dat</comment>
        <translation>Травме</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>acc</comment>
        <translation>Сокровищницу</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>gen</comment>
        <translation>Сокровищницы</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <comment>dat</comment>
        <translation>Сокровищнице</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <translation>Древесная обезьяна</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>acc</comment>
        <translation>Древесную обезьяну</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>gen</comment>
        <translation>Древесной обезьяны</translation>
    </message>
    <message>
        <source>Tree Monkey</source>
        <comment>dat</comment>
        <translation>Древесной обезьяне</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <translation>Наручи верхолазов</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>acc</comment>
        <translation>Наручи верхолазов</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>gen</comment>
        <translation>Наручей верхолазов</translation>
    </message>
    <message>
        <source>Treetop Bracers</source>
        <comment>dat</comment>
        <translation>Наручам верхолазов</translation>
    </message>
    <message>
        <source>Underground River</source>
        <translation>Подземная река</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>acc</comment>
        <translation>Подземную реку</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>gen</comment>
        <translation>Подземной реки</translation>
    </message>
    <message>
        <source>Underground River</source>
        <comment>dat</comment>
        <translation>Подземной реке</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>acc</comment>
        <translation>Сны подземелья</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>gen</comment>
        <translation>Снов подземелья</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <comment>dat</comment>
        <translation>Снам подземелья</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <translation>Нечистая сила</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>acc</comment>
        <translation>Нечистую силу</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>gen</comment>
        <translation>Нечистой силы</translation>
    </message>
    <message>
        <source>Unholy Strength</source>
        <comment>dat</comment>
        <translation>Нечистой силе</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>acc</comment>
        <translation>Глаз праголема</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>gen</comment>
        <translation>Глаза праголема</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <comment>dat</comment>
        <translation>Глазу праголема</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>acc</comment>
        <translation>Шахту Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>gen</comment>
        <translation>Шахты Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <comment>dat</comment>
        <translation>Шахте Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>acc</comment>
        <translation>Электростанцию Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>gen</comment>
        <translation>Электростанции Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <comment>dat</comment>
        <translation>Электростанции Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>acc</comment>
        <translation>Башню Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>gen</comment>
        <translation>Башни Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <comment>dat</comment>
        <translation>Башне Урзы</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>acc</comment>
        <translation>Утопическое дерево</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>gen</comment>
        <translation>Утопического дерева</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <comment>dat</comment>
        <translation>Утопическому дереву</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <translation>Почтенный монах</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>acc</comment>
        <translation>Почтенного монаха</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>gen</comment>
        <translation>Почтенного монаха</translation>
    </message>
    <message>
        <source>Venerable Monk</source>
        <comment>dat</comment>
        <translation>Почтенному монаху</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <translation>Возмездие</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>acc</comment>
        <translation>Возмездие</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>gen</comment>
        <translation>Возмездия</translation>
    </message>
    <message>
        <source>Vengeance</source>
        <comment>dat</comment>
        <translation>Возмездию</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>acc</comment>
        <translation>Зеленую силу</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>gen</comment>
        <translation>Зеленой силы</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <comment>dat</comment>
        <translation>Зеленой силе</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>acc</comment>
        <translation>Вердуранскую чародейку</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>gen</comment>
        <translation>Вердуранской чародейки</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <comment>dat</comment>
        <translation>Вердуранской чародейке</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <translation>Ветеран кавалерии</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>acc</comment>
        <translation>Ветерана кавалерии</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>gen</comment>
        <translation>Ветерана кавалерии</translation>
    </message>
    <message>
        <source>Veteran Cavalier</source>
        <comment>dat</comment>
        <translation>Ветерану кавалерии</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>acc</comment>
        <translation>Песчаного странника Виашино</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>gen</comment>
        <translation>Песчаного странника Виашино</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <comment>dat</comment>
        <translation>Песчаному страннику Виашино</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>acc</comment>
        <translation>Виридийского шамана</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>gen</comment>
        <translation>Виридийского шамана</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <comment>dat</comment>
        <translation>Виридийскому шаману</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <translation>Виззердрикс</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>acc</comment>
        <translation>Виззердрикса</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>gen</comment>
        <translation>Виззердрикса</translation>
    </message>
    <message>
        <source>Vizzerdrix</source>
        <comment>dat</comment>
        <translation>Виззердриксу</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <translation>Вулканический молот</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>acc</comment>
        <translation>Вулканический молот</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>gen</comment>
        <translation>Вулканического молота</translation>
    </message>
    <message>
        <source>Volcanic Hammer</source>
        <comment>dat</comment>
        <translation>Вулканическому молоту</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <translation>Палица Вулшока</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>acc</comment>
        <translation>Палицу Вулшока</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>gen</comment>
        <translation>Палицы Вулшока</translation>
    </message>
    <message>
        <source>Vulshok Morningstar</source>
        <comment>dat</comment>
        <translation>Палице Вулшока</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <translation>Караульный</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>acc</comment>
        <translation>Караульного</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>gen</comment>
        <translation>Караульного</translation>
    </message>
    <message>
        <source>Wanderguard Sentry</source>
        <comment>dat</comment>
        <translation>Караульному</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <translation>Честь воина</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>acc</comment>
        <translation>Честь воина</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>gen</comment>
        <translation>Чести воина</translation>
    </message>
    <message>
        <source>Warrior&apos;s Honor</source>
        <comment>dat</comment>
        <translation>Чести воина</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>acc</comment>
        <translation>Закаленного путника</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>gen</comment>
        <translation>Закаленного путника</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <comment>dat</comment>
        <translation>Закаленному путнику</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>acc</comment>
        <translation>Паутину</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>gen</comment>
        <translation>Паутины</translation>
    </message>
    <message>
        <source>Web</source>
        <comment>dat</comment>
        <translation>Паутине</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>acc</comment>
        <translation>Странный урожай</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>gen</comment>
        <translation>Странного урожая</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <comment>dat</comment>
        <translation>Странному урожаю</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>acc</comment>
        <translation>Погоняющего сержанта</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>gen</comment>
        <translation>Погоняющего сержанта</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <comment>dat</comment>
        <translation>Погоняющему сержанту</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>acc</comment>
        <translation>Пожар</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>gen</comment>
        <translation>Пожара</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <comment>dat</comment>
        <translation>Пожару</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <translation>Блуждающий огонек</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>acc</comment>
        <translation>Блуждающего огонька</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>gen</comment>
        <translation>Блуждающего огонька</translation>
    </message>
    <message>
        <source>Will-o&apos;-the-Wisp</source>
        <comment>dat</comment>
        <translation>Блуждающему огоньку</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <translation>Ветряной дрейк</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>acc</comment>
        <translation>Ветряного дрейка</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>gen</comment>
        <translation>Ветряного дрейка</translation>
    </message>
    <message>
        <source>Wind Drake</source>
        <comment>dat</comment>
        <translation>Ветряному дрейку</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>acc</comment>
        <translation>Опустошительный взгляд</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>gen</comment>
        <translation>Опустошительного взгляда</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <comment>dat</comment>
        <translation>Опустошительному взгляду</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <translation>Лесные эльфы</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>acc</comment>
        <translation>Лесных эльфов</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>gen</comment>
        <translation>Лесных эльфов</translation>
    </message>
    <message>
        <source>Wood Elves</source>
        <comment>dat</comment>
        <translation>Лесным эльфам</translation>
    </message>
    <message>
        <source>Worship</source>
        <translation>Поклонение</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>acc</comment>
        <translation>Поклонение</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>gen</comment>
        <translation>Поклонения</translation>
    </message>
    <message>
        <source>Worship</source>
        <comment>dat</comment>
        <translation>Поклонению</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>acc</comment>
        <translation>Гнев божий</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>gen</comment>
        <translation>Гнева божьего</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <comment>dat</comment>
        <translation>Гневу божьему</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>acc</comment>
        <translation>Клык вурма</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>gen</comment>
        <translation>Клыка вурма</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <comment>dat</comment>
        <translation>Клыку вурма</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <translation>Явимайское побережье</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>acc</comment>
        <translation>Явимайское побережье</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>gen</comment>
        <translation>Явимайского побережья</translation>
    </message>
    <message>
        <source>Yavimaya Coast</source>
        <comment>dat</comment>
        <translation>Явимайскому побережью</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>acc</comment>
        <translation>Явимайскую чародейку</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>gen</comment>
        <translation>Явимайской чародейки</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <comment>dat</comment>
        <translation>Явимайской чародейке</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>acc</comment>
        <translation>Демона Ягмота</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>gen</comment>
        <translation>Демона Ягмота</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <comment>dat</comment>
        <translation>Демону Ягмота</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>acc</comment>
        <translation>Рьяного инквизитора</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>gen</comment>
        <translation>Рьяного инквизитора</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <comment>dat</comment>
        <translation>Рьяному инквизитору</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <translation>Зодиакальная обезьяна</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>acc</comment>
        <translation>Зодиакальную обезьяну</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>gen</comment>
        <translation>Зодиакальной обезьяны</translation>
    </message>
    <message>
        <source>Zodiac Monkey</source>
        <comment>dat</comment>
        <translation>Зодиакальной обезьяне</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>acc</comment>
        <translation>Зомбирование</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>gen</comment>
        <translation>Зомбирования</translation>
    </message>
    <message>
        <source>Zombify</source>
        <comment>dat</comment>
        <translation>Зомбированию</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <translation>Предопределение Зура</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>acc</comment>
        <translation>Предопределение Зура</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>gen</comment>
        <translation>Предопределения Зура</translation>
    </message>
    <message>
        <source>Zur&apos;s Weirding</source>
        <comment>dat</comment>
        <translation>Предопределению Зура</translation>
    </message>
    <message>
        <source>Anarchist</source>
        <translation>Анархист</translation>
    </message>
    <message>
        <source>Angel of Mercy</source>
        <translation>Ангел милосердия</translation>
    </message>
    <message>
        <source>Angel&apos;s Feather</source>
        <translation>Перо ангела</translation>
    </message>
    <message>
        <source>Annex</source>
        <translation>Приложение</translation>
    </message>
    <message>
        <source>Baleful Stare</source>
        <translation>Мрачный взгляд</translation>
    </message>
    <message>
        <source>Ballista Squad</source>
        <translation>Баллиста</translation>
    </message>
    <message>
        <source>Blackmail</source>
        <translation>Шантаж</translation>
    </message>
    <message>
        <source>Blanchwood Armor</source>
        <translation>Доспехи Бланчвуда</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Ослепительный свет</translation>
    </message>
    <message>
        <source>Blessed Orator</source>
        <translation>Благословенный оратор</translation>
    </message>
    <message>
        <source>Boiling Seas</source>
        <translation>Кипящее море</translation>
    </message>
    <message>
        <source>Bottle Gnomes</source>
        <translation>Бутылочные гномы</translation>
    </message>
    <message>
        <source>Chastise</source>
        <translation>Кара</translation>
    </message>
    <message>
        <source>Circle of Protection: Black</source>
        <translation>Круг защиты: Черный</translation>
    </message>
    <message>
        <source>Consume Spirit</source>
        <translation>Истребление духа</translation>
    </message>
    <message>
        <source>Creeping Mold</source>
        <translation>Ползучая плесень</translation>
    </message>
    <message>
        <source>Cruel Edict</source>
        <translation>Жестокий указ</translation>
    </message>
    <message>
        <source>Deathgazer</source>
        <translation>Смертельный наблюдатель</translation>
    </message>
    <message>
        <source>Demolish</source>
        <translation>Разрушение</translation>
    </message>
    <message>
        <source>Demon&apos;s Horn</source>
        <translation>Рог демона</translation>
    </message>
    <message>
        <source>Diabolic Tutor</source>
        <translation>Дьявольский наставник</translation>
    </message>
    <message>
        <source>Dragon&apos;s Claw</source>
        <translation>Коготь дракона</translation>
    </message>
    <message>
        <source>Enrage</source>
        <translation>Ярость</translation>
    </message>
    <message>
        <source>Execute</source>
        <translation>Расправа</translation>
    </message>
    <message>
        <source>Exhaustion</source>
        <translation>Истощение</translation>
    </message>
    <message>
        <source>Fellwar Stone</source>
        <translation>Фелворский камень</translation>
    </message>
    <message>
        <source>Flame Wave</source>
        <translation>Волна пламени</translation>
    </message>
    <message>
        <source>Flashfires</source>
        <translation>Внезапный пожар</translation>
    </message>
    <message>
        <source>Flowstone Crusher</source>
        <translation>Каменный разрушитель</translation>
    </message>
    <message>
        <source>Gift of Estates</source>
        <translation>Дарованные земли</translation>
    </message>
    <message>
        <source>Goblin Balloon Brigade</source>
        <translation>Гоблинский воздушный экипаж</translation>
    </message>
    <message>
        <source>Groundskeeper</source>
        <translation>Хранитель земель</translation>
    </message>
    <message>
        <source>Guerrilla Tactics</source>
        <translation>Партизанская тактика</translation>
    </message>
    <message>
        <source>Horror of Horrors</source>
        <translation>Ужас ужасов</translation>
    </message>
    <message>
        <source>Hunted Wumpus</source>
        <translation>Загнанный вумпус</translation>
    </message>
    <message>
        <source>Icy Manipulator</source>
        <translation>Ледяной манипулятор</translation>
    </message>
    <message>
        <source>Inspirit</source>
        <translation>Воодушевление</translation>
    </message>
    <message>
        <source>Kraken&apos;s Eye</source>
        <translation>Глаз кракена</translation>
    </message>
    <message>
        <source>Ley Druid</source>
        <translation>Друид с пастбищ</translation>
    </message>
    <message>
        <source>Llanowar Behemoth</source>
        <translation>Лановарский бегемот</translation>
    </message>
    <message>
        <source>Needle Storm</source>
        <translation>Буря игл</translation>
    </message>
    <message>
        <source>Nekrataal</source>
        <translation>Некраталь</translation>
    </message>
    <message>
        <source>Orcish Artillery</source>
        <translation>Артиллерия орков</translation>
    </message>
    <message>
        <source>Peace of Mind</source>
        <translation>Покой разума</translation>
    </message>
    <message>
        <source>Phyrexian Gargantua</source>
        <translation>Фирексийский великан</translation>
    </message>
    <message>
        <source>Puppeteer</source>
        <translation>Кукольник</translation>
    </message>
    <message>
        <source>Pyroclasm</source>
        <translation>Пироклазм</translation>
    </message>
    <message>
        <source>Quicksand</source>
        <translation>Зыбучие пески</translation>
    </message>
    <message>
        <source>Regeneration</source>
        <translation>Регенерация</translation>
    </message>
    <message>
        <source>Reminisce</source>
        <translation>Воспоминания</translation>
    </message>
    <message>
        <source>Rewind</source>
        <translation>Перемотка</translation>
    </message>
    <message>
        <source>Rod of Ruin</source>
        <translation>Жезл разрушения</translation>
    </message>
    <message>
        <source>Sanctum Guardian</source>
        <translation>Страж святыни</translation>
    </message>
    <message>
        <source>Seasoned Marshal</source>
        <translation>Закаленный маршал</translation>
    </message>
    <message>
        <source>Slay</source>
        <translation>Умерщвление</translation>
    </message>
    <message>
        <source>Soul Feast</source>
        <translation>Пир души</translation>
    </message>
    <message>
        <source>Stream of Life</source>
        <translation>Поток жизни</translation>
    </message>
    <message>
        <source>Sudden Impact</source>
        <translation>Внезапный удар</translation>
    </message>
    <message>
        <source>Tanglebloom</source>
        <translation>Цветок зарослей</translation>
    </message>
    <message>
        <source>Telepathy</source>
        <translation>Телепатия</translation>
    </message>
    <message>
        <source>Tempest of Light</source>
        <translation>Буря света</translation>
    </message>
    <message>
        <source>Thieving Magpie</source>
        <translation>Сорока-воровка</translation>
    </message>
    <message>
        <source>Thought Courier</source>
        <translation>Посланник мысли</translation>
    </message>
    <message>
        <source>Tidings</source>
        <translation>Вести</translation>
    </message>
    <message>
        <source>Treasure Trove</source>
        <translation>Сокровищница</translation>
    </message>
    <message>
        <source>Ur-Golem&apos;s Eye</source>
        <translation>Глаз праголема</translation>
    </message>
    <message>
        <source>Urza&apos;s Mine</source>
        <translation>Шахта Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Power Plant</source>
        <translation>Электростанция Урзы</translation>
    </message>
    <message>
        <source>Urza&apos;s Tower</source>
        <translation>Башня Урзы</translation>
    </message>
    <message>
        <source>Viashino Sandstalker</source>
        <translation>Песчаный странник Виашино</translation>
    </message>
    <message>
        <source>Viridian Shaman</source>
        <translation>Виридийский шаман</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Паутина</translation>
    </message>
    <message>
        <source>Whip Sergeant</source>
        <translation>Погоняющий сержант</translation>
    </message>
    <message>
        <source>Withering Gaze</source>
        <translation>Опустошительный взгляд</translation>
    </message>
    <message>
        <source>Wurm&apos;s Tooth</source>
        <translation>Клык вурма</translation>
    </message>
    <message>
        <source>Yavimaya Enchantress</source>
        <translation>Явимайская чародейка</translation>
    </message>
    <message>
        <source>Zealous Inquisitor</source>
        <translation>Рьяный инквизитор</translation>
    </message>
    <message>
        <source>Zombify</source>
        <translation>Зомбирование</translation>
    </message>
    <message>
        <source>Death Pits of Rath</source>
        <translation>Колодец смерти Рата</translation>
    </message>
    <message>
        <source>Disrupting Scepter</source>
        <translation>Разрушающий скипетр</translation>
    </message>
    <message>
        <source>Final Punishment</source>
        <translation>Последнее наказание</translation>
    </message>
    <message>
        <source>Grave Pact</source>
        <translation>Соглашение о захоронении</translation>
    </message>
    <message>
        <source>Hell&apos;s Caretaker</source>
        <translation>Смотритель ада</translation>
    </message>
    <message>
        <source>Hypnotic Specter</source>
        <translation>Усыпляющий призрак</translation>
    </message>
    <message>
        <source>Lord of the Undead</source>
        <translation>Повелитель нежити</translation>
    </message>
    <message>
        <source>Millstone</source>
        <translation>Мельничный жернов</translation>
    </message>
    <message>
        <source>Mindslicer</source>
        <translation>Режущий мысли</translation>
    </message>
    <message>
        <source>Mortivore</source>
        <translation>Мортивор</translation>
    </message>
    <message>
        <source>Persecute</source>
        <translation>Преследование</translation>
    </message>
    <message>
        <source>Plague Wind</source>
        <translation>Чумной ветер</translation>
    </message>
    <message>
        <source>Royal Assassin</source>
        <translation>Королевский убийца</translation>
    </message>
    <message>
        <source>Sengir Vampire</source>
        <translation>Сенгирский вампир</translation>
    </message>
    <message>
        <source>Underworld Dreams</source>
        <translation>Сны подземелья</translation>
    </message>
    <message>
        <source>Yawgmoth Demon</source>
        <translation>Демон Ягмота</translation>
    </message>
    <message>
        <source>Blood Moon</source>
        <translation>Кровавая луна</translation>
    </message>
    <message>
        <source>Bloodfire Colossus</source>
        <translation>Кроваво-огненный колосс</translation>
    </message>
    <message>
        <source>Flowstone Slide</source>
        <translation>Каменный оползень</translation>
    </message>
    <message>
        <source>Form of the Dragon</source>
        <translation>Обличье дракона</translation>
    </message>
    <message>
        <source>Karplusan Yeti</source>
        <translation>Карплюсанский йети</translation>
    </message>
    <message>
        <source>Magnivore</source>
        <translation>Магнивор</translation>
    </message>
    <message>
        <source>Mana Clash</source>
        <translation>Звон маны</translation>
    </message>
    <message>
        <source>Mogg Sentry</source>
        <translation>Могг-страж</translation>
    </message>
    <message>
        <source>Rathi Dragon</source>
        <translation>Дракон Рати</translation>
    </message>
    <message>
        <source>Rukh Egg</source>
        <translation>Яйцо птицы рух</translation>
    </message>
    <message>
        <source>Shard Phoenix</source>
        <translation>Осколочный феникс</translation>
    </message>
    <message>
        <source>Shivan Dragon</source>
        <translation>Шиванский дракон</translation>
    </message>
    <message>
        <source>Slate of Ancestry</source>
        <translation>Табличка древнего рода</translation>
    </message>
    <message>
        <source>Thundermare</source>
        <translation>Грозовой конь</translation>
    </message>
    <message>
        <source>Wildfire</source>
        <translation>Пожар</translation>
    </message>
    <message>
        <source>Biorhythm</source>
        <translation>Биоритм</translation>
    </message>
    <message>
        <source>Early Harvest</source>
        <translation>Ранний урожай</translation>
    </message>
    <message>
        <source>Elvish Piper</source>
        <translation>Эльфийский дудочник</translation>
    </message>
    <message>
        <source>Force of Nature</source>
        <translation>Сила природы</translation>
    </message>
    <message>
        <source>Greater Good</source>
        <translation>Великое благо</translation>
    </message>
    <message>
        <source>Maro</source>
        <translation>Маро</translation>
    </message>
    <message>
        <source>Might of Oaks</source>
        <translation>Сила дубов</translation>
    </message>
    <message>
        <source>Natural Affinity</source>
        <translation>Единение с природой</translation>
    </message>
    <message>
        <source>Seedborn Muse</source>
        <translation>Муза, рожденная из семени</translation>
    </message>
    <message>
        <source>Silklash Spider</source>
        <translation>Паук-шелкопряд</translation>
    </message>
    <message>
        <source>Storage Matrix</source>
        <translation>Запоминающая матрица</translation>
    </message>
    <message>
        <source>Thran Golem</source>
        <translation>Голем Трана</translation>
    </message>
    <message>
        <source>Utopia Tree</source>
        <translation>Утопическое дерево</translation>
    </message>
    <message>
        <source>Verdant Force</source>
        <translation>Зеленая сила</translation>
    </message>
    <message>
        <source>Verduran Enchantress</source>
        <translation>Вердуранская чародейка</translation>
    </message>
    <message>
        <source>Weird Harvest</source>
        <translation>Странный урожай</translation>
    </message>
    <message>
        <source>Aladdin&apos;s Ring</source>
        <translation>Кольцо Аладдина</translation>
    </message>
    <message>
        <source>Beast of Burden</source>
        <translation>Обремененное создание</translation>
    </message>
    <message>
        <source>Blinking Spirit</source>
        <translation>Мерцающий дух</translation>
    </message>
    <message>
        <source>Coat of Arms</source>
        <translation>Гербовый щит</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <translation>Оборонительное сооружение</translation>
    </message>
    <message>
        <source>Jade Statue</source>
        <translation>Нефритовая статуя</translation>
    </message>
    <message>
        <source>Loxodon Warhammer</source>
        <translation>Локсодонский боевой молот</translation>
    </message>
    <message>
        <source>Marble Titan</source>
        <translation>Мраморный титан</translation>
    </message>
    <message>
        <source>Master Healer</source>
        <translation>Искусный целитель</translation>
    </message>
    <message>
        <source>Oracle&apos;s Attendants</source>
        <translation>Свита оракула</translation>
    </message>
    <message>
        <source>Reverse Damage</source>
        <translation>Обратные повреждения</translation>
    </message>
    <message>
        <source>Righteousness</source>
        <translation>Праведность</translation>
    </message>
    <message>
        <source>Sacred Ground</source>
        <translation>Святая земля</translation>
    </message>
    <message>
        <source>Story Circle</source>
        <translation>Круг истории</translation>
    </message>
    <message>
        <source>Weathered Wayfarer</source>
        <translation>Закаленный путник</translation>
    </message>
    <message>
        <source>Wrath of God</source>
        <translation>Гнев божий</translation>
    </message>
</context>
<context>
    <name>decks</name>
    <message>
        <source>Skyward Knights</source>
        <translation>Небесные рыцари</translation>
    </message>
    <message>
        <source>Skyward Knights</source>
        <comment>gen</comment>
        <translation>Небесных рыцарей</translation>
    </message>
    <message>
        <source>White weenie: small soldiers, flyers and Pacifism.</source>
        <translation>Белый натиск: мелкие солдаты, летуны и Пацифизм.</translation>
    </message>
    <message>
        <source>Tidal Wisdom</source>
        <translation>Мудрость приливов</translation>
    </message>
    <message>
        <source>Tidal Wisdom</source>
        <comment>gen</comment>
        <translation>Мудрости приливов</translation>
    </message>
    <message>
        <source>Blue flyers, card draw and counterspells.</source>
        <translation>Синие летуны, взятие карт и контрзаклинания.</translation>
    </message>
    <message>
        <source>Grave Robbers</source>
        <translation>Расхитители могил</translation>
    </message>
    <message>
        <source>Grave Robbers</source>
        <comment>gen</comment>
        <translation>Расхитителей могил</translation>
    </message>
    <message>
        <source>Black removal, discard and creatures that come back.</source>
        <translation>Чёрное уничтожение, сброс и существа, которые возвращаются.</translation>
    </message>
    <message>
        <source>Goblin Raid</source>
        <translation>Набег гоблинов</translation>
    </message>
    <message>
        <source>Goblin Raid</source>
        <comment>gen</comment>
        <translation>Набега гоблинов</translation>
    </message>
    <message>
        <source>Fast red attackers with haste, and burn to finish.</source>
        <translation>Быстрые красные атакующие с ускорением и прямой урон для добивания.</translation>
    </message>
    <message>
        <source>Green Stompers</source>
        <translation>Зелёные топтуны</translation>
    </message>
    <message>
        <source>Green Stompers</source>
        <comment>gen</comment>
        <translation>Зелёных топтунов</translation>
    </message>
    <message>
        <source>Big green creatures, trample and pump.</source>
        <translation>Большие зелёные существа, пробивной удар и усиления.</translation>
    </message>
    <message>
        <source>Azure Skies</source>
        <translation>Лазурные небеса</translation>
    </message>
    <message>
        <source>Azure Skies</source>
        <comment>gen</comment>
        <translation>Лазурных небес</translation>
    </message>
    <message>
        <source>White and blue flyers that rule the air.</source>
        <translation>Белые и синие летуны, властители неба.</translation>
    </message>
    <message>
        <source>Shadow Tricks</source>
        <translation>Теневые уловки</translation>
    </message>
    <message>
        <source>Shadow Tricks</source>
        <comment>gen</comment>
        <translation>Теневых уловок</translation>
    </message>
    <message>
        <source>Blue and black: evasive creatures, removal and card advantage.</source>
        <translation>Синий и чёрный: неуловимые существа, уничтожение и преимущество в картах.</translation>
    </message>
    <message>
        <source>Havoc</source>
        <translation>Разорение</translation>
    </message>
    <message>
        <source>Havoc</source>
        <comment>gen</comment>
        <translation>Разорения</translation>
    </message>
    <message>
        <source>Black and red: burn, fear and relentless attackers.</source>
        <translation>Чёрный и красный: прямой урон, страх и неумолимые атакующие.</translation>
    </message>
    <message>
        <source>Wild Fury</source>
        <translation>Дикая ярость</translation>
    </message>
    <message>
        <source>Wild Fury</source>
        <comment>gen</comment>
        <translation>Дикой ярости</translation>
    </message>
    <message>
        <source>Red and green: big bodies, burn and trample.</source>
        <translation>Красный и зелёный: крупные существа, прямой урон и пробивной удар.</translation>
    </message>
    <message>
        <source>Nature&apos;s Legion</source>
        <translation>Легион природы</translation>
    </message>
    <message>
        <source>Nature&apos;s Legion</source>
        <comment>gen</comment>
        <translation>Легиона природы</translation>
    </message>
    <message>
        <source>Green and white: an army of creatures that grows together.</source>
        <translation>Зелёный и белый: армия существ, которая растёт вместе.</translation>
    </message>
    <message>
        <source>Army of Justice</source>
        <translation>Армия правосудия</translation>
    </message>
    <message>
        <source>Army of Justice</source>
        <comment>gen</comment>
        <translation>Армии правосудия</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (white, 40 cards): cheap soldiers, combat tricks, and Angels to finish.</source>
        <translation>Тематическая колода Девятой редакции (белая, 40 карт): дешёвые солдаты, боевые уловки и Ангелы для завершения.</translation>
    </message>
    <message>
        <source>Dead Again</source>
        <translation>Снова мёртвые</translation>
    </message>
    <message>
        <source>Dead Again</source>
        <comment>gen</comment>
        <translation>Снова мёртвых</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (black, 40 cards): life paid and drained, removal, and creatures back from the graveyard.</source>
        <translation>Тематическая колода Девятой редакции (чёрная, 40 карт): жизни, отданные и выпитые, уничтожение и существа, возвращённые с кладбища.</translation>
    </message>
    <message>
        <source>World Aflame</source>
        <translation>Мир в огне</translation>
    </message>
    <message>
        <source>World Aflame</source>
        <comment>gen</comment>
        <translation>Мира в огне</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (red, 40 cards): lands destroyed, creatures burned, and big bodies on the ground.</source>
        <translation>Тематическая колода Девятой редакции (красная, 40 карт): уничтоженные земли, сожжённые существа и крупные бойцы на земле.</translation>
    </message>
    <message>
        <source>Custom Creatures</source>
        <translation>Существа на заказ</translation>
    </message>
    <message>
        <source>Custom Creatures</source>
        <comment>gen</comment>
        <translation>Существ на заказ</translation>
    </message>
    <message>
        <source>Ninth Edition theme deck (green, 40 cards): Elves and Wurms made bigger by enchantments.</source>
        <translation>Тематическая колода Девятой редакции (зелёная, 40 карт): Эльфы и Вурмы, усиленные чарами.</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Lands and mana</source>
        <translation>Земли и мана</translation>
    </message>
    <message>
        <source>Play a Forest and cast Llanowar Elves with its mana</source>
        <translation>Сыграть Лес и разыграть Лановарских эльфов его маной</translation>
    </message>
    <message>
        <source>Welcome! You sit at the bottom of the table, the computer at the top. Each of you starts with 20 life: bring the computer&apos;s life to 0 and you win.</source>
        <translation>Добро пожаловать! Вы сидите внизу стола, компьютер — наверху. У каждого в начале 20 жизней: доведите жизнь компьютера до 0, и вы победите.</translation>
    </message>
    <message>
        <source>This is your hand: only you can see these cards. Lands pay for everything else: each land makes mana.</source>
        <translation>Это ваша рука: эти карты видите только вы. Земли платят за всё остальное: каждая земля даёт ману.</translation>
    </message>
    <message>
        <source>Play the Forest: click it, or drag it from your hand onto your side of the table. You may play only one land in each of your turns, and the Elves need green mana: the Forest&apos;s.</source>
        <translation>Сыграйте Лес: щёлкните по нему или перетащите его из руки на свою сторону стола. За свой ход можно сыграть только одну землю, а эльфам нужна зелёная мана — мана Леса.</translation>
    </message>
    <message>
        <source>Not that one: the Elves need green mana, which only the Forest makes. Play the Forest.</source>
        <translation>Не эту: эльфам нужна зелёная мана, а её даёт только Лес. Сыграйте Лес.</translation>
    </message>
    <message>
        <source>Tap the Forest for mana: click it. It turns sideways and adds one green mana to your mana pool.</source>
        <translation>Поверните Лес ради маны: щёлкните по нему. Он повернётся набок и добавит одну зелёную ману в ваше хранилище маны.</translation>
    </message>
    <message>
        <source>Click the Forest on the table to tap it for green mana.</source>
        <translation>Щёлкните по Лесу на столе, чтобы повернуть его и получить зелёную ману.</translation>
    </message>
    <message>
        <source>Now cast Llanowar Elves: its cost, at the top right of the card, is one green mana, the mana in your pool. Click the Elves.</source>
        <translation>Теперь разыграйте Лановарских эльфов: их стоимость, в правом верхнем углу карты, — одна зелёная мана, та, что в хранилище. Щёлкните по эльфам.</translation>
    </message>
    <message>
        <source>Cast Llanowar Elves from your hand with the green mana in your pool.</source>
        <translation>Разыграйте Лановарских эльфов из руки зелёной маной из хранилища.</translation>
    </message>
    <message>
        <source>A spell waits on the stack first, where the other player may answer it. When both players pass, it resolves: the Elves enter the battlefield.</source>
        <translation>Сначала заклинание ждёт в стеке, где другой игрок может на него ответить. Когда оба игрока пасуют, оно разрешается: эльфы выходят на поле битвы.</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Существа</translation>
    </message>
    <message>
        <source>Cast Trained Armodon, then attack with the creature that is ready</source>
        <translation>Разыграть Дрессированного армодона, затем атаковать готовым существом</translation>
    </message>
    <message>
        <source>A creature has power and toughness, at its bottom right: Grizzly Bears deals 2 damage in combat and is destroyed by 2 damage in one turn.</source>
        <translation>У существа есть сила и выносливость, в правом нижнем углу: Гризли наносят в бою 2 повреждения и погибают от 2 повреждений за один ход.</translation>
    </message>
    <message>
        <source>Cast Trained Armodon. Its cost is one mana of any kind and two green: your three Forests pay it. You may cast creatures in your main phase, when the stack is empty.</source>
        <translation>Разыграйте Дрессированного армодона. Его стоимость — одна мана любого цвета и две зелёные: её оплатят ваши три Леса. Существа разыгрываются в вашу главную фазу, когда стек пуст.</translation>
    </message>
    <message>
        <source>Cast Trained Armodon, the card in your hand.</source>
        <translation>Разыграйте Дрессированного армодона — карту в вашей руке.</translation>
    </message>
    <message>
        <source>A creature can&apos;t attack in the turn it comes under your control: it has summoning sickness. The Bears have been yours since your last turn, so they can. Next: to combat.</source>
        <translation>Существо не может атаковать в ход, когда перешло под ваш контроль: у него «болезнь вызова». Гризли ваши с прошлого хода, поэтому им можно. Далее — бой.</translation>
    </message>
    <message>
        <source>Attack with Grizzly Bears: click them, then confirm the attack. Attacking taps a creature.</source>
        <translation>Атакуйте Гризли: щёлкните по ним, затем подтвердите атаку. Атакующее существо поворачивается.</translation>
    </message>
    <message>
        <source>Trained Armodon came this turn and can&apos;t attack yet: attack with Grizzly Bears.</source>
        <translation>Дрессированный армодон появился в этот ход и пока не может атаковать: атакуйте Гризли.</translation>
    </message>
    <message>
        <source>The computer has no creature to block with: the Bears deal their 2 damage to it.</source>
        <translation>Компьютеру нечем блокировать: Гризли наносят ему свои 2 повреждения.</translation>
    </message>
    <message>
        <source>Attacking and blocking</source>
        <translation>Атака и блок</translation>
    </message>
    <message>
        <source>Survive the attack: block the right creature</source>
        <translation>Пережить атаку: заблокировать нужное существо</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn, and it goes to combat. You have 3 life: mind the creatures that attack you.</source>
        <translation>Сейчас ход компьютера, и он переходит к бою. У вас 3 жизни: следите за существами, которые вас атакуют.</translation>
    </message>
    <message>
        <source>Hill Giant (3 power) and Raging Goblin (1 power) attack: 4 damage, more than your life. Each creature you control that is untapped may block one attacker.</source>
        <translation>Атакуют Гигант с холмов (сила 3) и Разъяренный гоблин (сила 1): 4 повреждения, больше вашей жизни. Каждое ваше неповёрнутое существо может заблокировать одного атакующего.</translation>
    </message>
    <message>
        <source>Blocking the Goblin leaves the Giant&apos;s 3 damage for you: block Hill Giant.</source>
        <translation>Если блокировать гоблина, 3 повреждения Гиганта достанутся вам: заблокируйте Гиганта с холмов.</translation>
    </message>
    <message>
        <source>Block Hill Giant with Grizzly Bears: click your Bears, then the Giant, then confirm with the button below the table. A blocked attacker deals its damage to the blocker, not to you.</source>
        <translation>Заблокируйте Гиганта с холмов Гризли: щёлкните по своим Гризли, затем по Гиганту и подтвердите кнопкой под столом. Заблокированный атакующий наносит повреждения блокирующему, а не вам.</translation>
    </message>
    <message>
        <source>Combat damage: the Giant destroys your Bears, the Bears deal it 2, and only the Goblin&apos;s 1 damage reaches you. You survive with 2 life.</source>
        <translation>Боевые повреждения: Гигант уничтожает ваших Гризли, Гризли наносят ему 2, и до вас доходит лишь 1 повреждение гоблина. Вы выживаете с 2 жизнями.</translation>
    </message>
    <message>
        <source>Instants and the stack</source>
        <translation>Мгновенные заклинания и стек</translation>
    </message>
    <message>
        <source>Save your Grizzly Bears from Shock</source>
        <translation>Спасти Гризли от Шока</translation>
    </message>
    <message>
        <source>An instant can be cast whenever you have priority, even in the computer&apos;s turn. Giant Growth gives a creature +3/+3 until the end of the turn.</source>
        <translation>Мгновенное заклинание можно разыграть всякий раз, когда у вас есть приоритет, даже в ход компьютера. Исполинский рост даёт существу +3/+3 до конца хода.</translation>
    </message>
    <message>
        <source>The computer casts Shock at your Bears: 2 damage, enough to destroy them. The spell waits on the stack, and you may answer before it resolves.</source>
        <translation>Компьютер разыгрывает Шок в ваших Гризли: 2 повреждения, этого хватит, чтобы их уничтожить. Заклинание ждёт в стеке, и вы можете ответить, пока оно не разрешилось.</translation>
    </message>
    <message>
        <source>Answer: cast Giant Growth on your Grizzly Bears. It goes on the stack above Shock.</source>
        <translation>Ответьте: разыграйте Исполинский рост на своих Гризли. Он ляжет в стек поверх Шока.</translation>
    </message>
    <message>
        <source>Cast Giant Growth and choose your Grizzly Bears as its target.</source>
        <translation>Разыграйте Исполинский рост и выберите целью своих Гризли.</translation>
    </message>
    <message>
        <source>The last spell cast resolves first: Giant Growth makes the Bears 5/5.</source>
        <translation>Последнее разыгранное заклинание разрешается первым: Исполинский рост делает Гризли 5/5.</translation>
    </message>
    <message>
        <source>Then Shock resolves: 2 damage to a 5/5 is not enough. Your Bears live.</source>
        <translation>Затем разрешается Шок: 2 повреждений мало для существа 5/5. Ваши Гризли живы.</translation>
    </message>
    <message>
        <source>Sorceries, enchantments and artifacts</source>
        <translation>Волшебство, чары и артефакты</translation>
    </message>
    <message>
        <source>Bring the computer&apos;s life to 0 with Lava Axe</source>
        <translation>Довести жизнь компьютера до 0 Лавовым топором</translation>
    </message>
    <message>
        <source>Artifacts, enchantments, creatures and lands are permanents: they stay on the battlefield. Ornithopter is an artifact creature, and it costs nothing: cast it.</source>
        <translation>Артефакты, чары, существа и земли — перманенты: они остаются на поле битвы. Орнитоптер — существо-артефакт, и он ничего не стоит: разыграйте его.</translation>
    </message>
    <message>
        <source>Cast Ornithopter first: it costs 0.</source>
        <translation>Сначала разыграйте Орнитоптер: он стоит 0.</translation>
    </message>
    <message>
        <source>Holy Strength is an Aura, an enchantment that sits on a creature. Cast it on Ornithopter: the Plains pays its white mana.</source>
        <translation>Святая сила — Аура, чары, которые лежат на существе. Разыграйте её на Орнитоптер: белую ману оплатят Равнины.</translation>
    </message>
    <message>
        <source>Cast Holy Strength and choose Ornithopter.</source>
        <translation>Разыграйте Святую силу и выберите Орнитоптер.</translation>
    </message>
    <message>
        <source>A sorcery does its work once, then goes to your graveyard. Like creatures, sorceries are cast in your main phase when the stack is empty. Cast Lava Axe at the computer: 5 damage.</source>
        <translation>Волшебство действует один раз и уходит на ваше кладбище. Как и существа, волшебство разыгрывается в вашу главную фазу, когда стек пуст. Разыграйте Лавовый топор в компьютер: 5 повреждений.</translation>
    </message>
    <message>
        <source>Cast Lava Axe and choose the computer as its target.</source>
        <translation>Разыграйте Лавовый топор и выберите целью компьютер.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Способности</translation>
    </message>
    <message>
        <source>Gain life with Venerable Monk, then destroy Raging Goblin with Rod of Ruin</source>
        <translation>Получить жизнь Почтенным монахом, затем уничтожить Разъяренного гоблина Жезлом разрушения</translation>
    </message>
    <message>
        <source>Venerable Monk has a triggered ability: it begins with &quot;when&quot;, and it acts by itself when that happens. Cast the Monk.</source>
        <translation>У Почтенного монаха есть срабатывающая способность: она начинается со слова «когда» и действует сама, когда это происходит. Разыграйте Монаха.</translation>
    </message>
    <message>
        <source>Cast Venerable Monk, the card in your hand.</source>
        <translation>Разыграйте Почтенного монаха — карту в вашей руке.</translation>
    </message>
    <message>
        <source>The Monk entered the battlefield and its ability triggered: it goes on the stack, like a spell, and resolves when both players pass. You gain 2 life.</source>
        <translation>Монах вышел на поле битвы, и его способность сработала: она ложится в стек, как заклинание, и разрешается, когда оба игрока пасуют. Вы получаете 2 жизни.</translation>
    </message>
    <message>
        <source>Rod of Ruin has an activated ability, written &quot;cost: effect&quot;. You choose when to use it and pay its cost: three mana and tapping the Rod. Use it on Raging Goblin.</source>
        <translation>У Жезла разрушения есть активируемая способность, записанная как «стоимость: эффект». Вы сами решаете, когда её применить, и платите стоимость: три маны и поворот Жезла. Примените её к Разъяренному гоблину.</translation>
    </message>
    <message>
        <source>Click Rod of Ruin to use its ability, and choose Raging Goblin.</source>
        <translation>Щёлкните по Жезлу разрушения, чтобы применить способность, и выберите Разъяренного гоблина.</translation>
    </message>
    <message>
        <source>The ability resolves like a spell: 1 damage destroys the 1/1 Goblin.</source>
        <translation>Способность разрешается как заклинание: 1 повреждение уничтожает гоблина 1/1.</translation>
    </message>
    <message>
        <source>Flying, trample and first strike</source>
        <translation>Полёт, пробивной удар и первый удар</translation>
    </message>
    <message>
        <source>Win this turn</source>
        <translation>Победить в этот ход</translation>
    </message>
    <message>
        <source>Keywords are abilities in a word or two. Flying: Suntail Hawk can be blocked only by creatures with flying or reach.</source>
        <translation>Ключевые слова — способности в одно-два слова. Полёт: Солнечного ястреба могут блокировать только существа с полётом или захватом.</translation>
    </message>
    <message>
        <source>Trample: when Force of Nature is blocked, the damage beyond what destroys its blockers goes on to the player. Next: to combat.</source>
        <translation>Пробивной удар: когда Силу природы блокируют, повреждения сверх тех, что уничтожают блокирующих, проходят игроку. Далее — бой.</translation>
    </message>
    <message>
        <source>Attack with both of your creatures: click each, then confirm the attack.</source>
        <translation>Атакуйте обоими существами: щёлкните по каждому, затем подтвердите атаку.</translation>
    </message>
    <message>
        <source>Attack with Suntail Hawk and Force of Nature, both of them.</source>
        <translation>Атакуйте и Солнечным ястребом, и Силой природы.</translation>
    </message>
    <message>
        <source>First strike: Sandstone Warrior deals its combat damage before creatures without first strike. The computer blocks Force of Nature with it: it has nothing that can block the Hawk.</source>
        <translation>Первый удар: Воин песчанника наносит боевые повреждения раньше существ без первого удара. Компьютер блокирует им Силу природы: ястреба ему блокировать нечем.</translation>
    </message>
    <message>
        <source>The Warrior strikes first: 1 damage, which Force of Nature survives. Then comes the regular combat damage.</source>
        <translation>Воин бьёт первым: 1 повреждение, которое Сила природы переживает. Затем наносятся обычные боевые повреждения.</translation>
    </message>
    <message>
        <source>Share out Force of Nature&apos;s 8 damage: 3 to Sandstone Warrior destroy it (its toughness is 3), and trample sends the other 5 to the computer. The Hawk&apos;s 1 is dealt at the same time.</source>
        <translation>Распределите 8 повреждений Силы природы: 3 уничтожат Воина песчанника (его выносливость 3), а пробивной удар отправит остальные 5 компьютеру. 1 повреждение ястреба наносится одновременно с ними.</translation>
    </message>
    <message>
        <source>Give the Warrior exactly 3, enough to destroy it, and the computer the other 5.</source>
        <translation>Дайте Воину ровно 3, этого хватит, чтобы его уничтожить, а остальные 5 — компьютеру.</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Take a whole turn, step by step</source>
        <translation>Сыграть целый ход, шаг за шагом</translation>
    </message>
    <message>
        <source>It is the end of the computer&apos;s turn. A turn has five phases: beginning, first main phase, combat, second main phase and end. The bar above the table shows where you are.</source>
        <translation>Ход компьютера заканчивается. В ходе пять фаз: начальная, первая главная, боевая, вторая главная и заключительная. Полоса над столом показывает, где вы сейчас.</translation>
    </message>
    <message>
        <source>Your turn began with the untap step: your permanents untapped. Now it is your upkeep, when some cards act. Next comes the draw step.</source>
        <translation>Ваш ход начался с шага разворота: ваши перманенты развернулись. Сейчас ваше поддержание, когда действуют некоторые карты. Дальше — шаг взятия карты.</translation>
    </message>
    <message>
        <source>Draw step: you drew a card. (The player who goes first skips the draw of the game&apos;s first turn.)</source>
        <translation>Шаг взятия карты: вы взяли карту. (Игрок, который ходит первым, не берёт карту в первый ход партии.)</translation>
    </message>
    <message>
        <source>First main phase: play a land, cast creatures and sorceries. Play the Forest you drew.</source>
        <translation>Первая главная фаза: сыграйте землю, разыгрывайте существ и волшебство. Сыграйте Лес, который вы взяли.</translation>
    </message>
    <message>
        <source>Play the Forest you just drew.</source>
        <translation>Сыграйте Лес, который вы только что взяли.</translation>
    </message>
    <message>
        <source>Combat phase: its beginning, declaring attackers, declaring blockers, combat damage, its end. Next: declare attackers.</source>
        <translation>Фаза боя: начало, объявление атакующих, объявление блокирующих, боевые повреждения, конец боя. Далее — объявление атакующих.</translation>
    </message>
    <message>
        <source>Attack with Grizzly Bears.</source>
        <translation>Атакуйте Гризли.</translation>
    </message>
    <message>
        <source>Second main phase: you may still cast what you held back. Then the end step, and the cleanup: you discard down to seven cards and damage wears off. Then it is the computer&apos;s turn.</source>
        <translation>Вторая главная фаза: можно разыграть то, что вы придержали. Затем заключительный шаг и очистка: вы сбрасываете карты до семи, повреждения исчезают. Потом ходит компьютер.</translation>
    </message>
    <message>
        <source>Winning the game</source>
        <translation>Победа в партии</translation>
    </message>
    <message>
        <source>Win the game</source>
        <translation>Выиграть партию</translation>
    </message>
    <message>
        <source>A player whose life is 0 or less loses the game. A player who has to draw a card from an empty library loses too.</source>
        <translation>Игрок, у которого 0 жизней или меньше, проигрывает. Проигрывает и игрок, который должен взять карту из пустой библиотеки.</translation>
    </message>
    <message>
        <source>Cast Shock at the computer: 2 damage. Click Shock, then the computer&apos;s life.</source>
        <translation>Разыграйте Шок в компьютер: 2 повреждения. Щёлкните по Шоку, затем по жизни компьютера.</translation>
    </message>
    <message>
        <source>Cast Shock and choose the computer as its target.</source>
        <translation>Разыграйте Шок и выберите целью компьютер.</translation>
    </message>
    <message>
        <source>The computer still has 2 life, but its library is empty. In its draw step it must draw, and can&apos;t: it loses.</source>
        <translation>У компьютера ещё 2 жизни, но его библиотека пуста. В свой шаг взятия карты он должен взять карту и не может: он проигрывает.</translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Flying</source>
        <extracomment>Keyword abilities (CR 702): the name as printed, and what it means.</extracomment>
        <translation>Полет</translation>
    </message>
    <message>
        <source>This creature can be blocked only by creatures with flying or reach (CR 702.9).</source>
        <translation>Это существо могут блокировать только существа с полетом или захватом (ПП 702.9).</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Захват</translation>
    </message>
    <message>
        <source>This creature can block creatures with flying (CR 702.17).</source>
        <translation>Это существо может блокировать существ с полетом (ПП 702.17).</translation>
    </message>
    <message>
        <source>Vigilance</source>
        <translation>Бдительность</translation>
    </message>
    <message>
        <source>Attacking doesn&apos;t cause this creature to tap (CR 702.20).</source>
        <translation>Это существо не поворачивается, когда атакует (ПП 702.20).</translation>
    </message>
    <message>
        <source>Haste</source>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>This creature can attack and use {T} abilities as soon as it comes under your control (CR 702.10).</source>
        <translation>Это существо может атаковать и использовать способности {T}, как только переходит под ваш контроль (ПП 702.10).</translation>
    </message>
    <message>
        <source>First strike</source>
        <translation>Первый удар</translation>
    </message>
    <message>
        <source>This creature deals combat damage before creatures without first strike (CR 702.7).</source>
        <translation>Это существо наносит боевые повреждения раньше существ без первого удара (ПП 702.7).</translation>
    </message>
    <message>
        <source>Double strike</source>
        <translation>Двойной удар</translation>
    </message>
    <message>
        <source>This creature deals both first-strike and regular combat damage (CR 702.4).</source>
        <translation>Это существо наносит и повреждения первого удара, и обычные боевые повреждения (ПП 702.4).</translation>
    </message>
    <message>
        <source>Trample</source>
        <translation>Пробивной удар</translation>
    </message>
    <message>
        <source>Once each blocker has been assigned lethal damage, the rest of this creature&apos;s damage can go to the player it attacks (CR 702.19).</source>
        <translation>Когда каждому блокирующему назначены смертельные повреждения, остаток повреждений этого существа может быть нанесен атакуемому игроку (ПП 702.19).</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Страх</translation>
    </message>
    <message>
        <source>This creature can be blocked only by artifact creatures and/or black creatures (CR 702.36).</source>
        <translation>Это существо могут блокировать только артефактные и/или черные существа (ПП 702.36).</translation>
    </message>
    <message>
        <source>Landwalk</source>
        <translation>Хождение по землям</translation>
    </message>
    <message>
        <source>Swampwalk, islandwalk and the others: this creature can&apos;t be blocked as long as the defending player controls a land of that type (CR 702.14).</source>
        <translation>Болотохождение, островохождение и другие: это существо не может быть заблокировано, пока защищающийся игрок контролирует землю этого типа (ПП 702.14).</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Защита</translation>
    </message>
    <message>
        <source>Protection from a colour: this can&apos;t be blocked by creatures, targeted by spells or abilities, enchanted by Auras, or dealt damage by sources of that colour (CR 702.16).</source>
        <translation>Защита от цвета: источники этого цвета не могут блокировать, выбирать целью, зачаровывать это или наносить этому повреждения (ПП 702.16).</translation>
    </message>
    <message>
        <source>Shroud</source>
        <translation>Порчеустойчивость</translation>
    </message>
    <message>
        <source>This can&apos;t be the target of spells or abilities (CR 702.18).</source>
        <translation>Это не может быть целью заклинаний или способностей (ПП 702.18).</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Защитник</translation>
    </message>
    <message>
        <source>This creature can&apos;t attack (CR 702.3).</source>
        <translation>Это существо не может атаковать (ПП 702.3).</translation>
    </message>
    <message>
        <source>Lifelink</source>
        <translation>Цепь жизни</translation>
    </message>
    <message>
        <source>Damage dealt by this source also causes its controller to gain that much life (CR 702.15).</source>
        <translation>Повреждения от этого источника также дают его контроллеру столько же жизней (ПП 702.15).</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Миг</translation>
    </message>
    <message>
        <source>You may cast this spell any time you could cast an instant (CR 702.8).</source>
        <translation>Вы можете разыграть это заклинание в любой момент, когда могли бы разыграть мгновенное заклинание (ПП 702.8).</translation>
    </message>
    <message>
        <source>Enchant</source>
        <translation>Зачаровать</translation>
    </message>
    <message>
        <source>An Aura targets what it can enchant as it is cast, and enters the battlefield attached to it (CR 702.5, 303.4).</source>
        <translation>Аура при розыгрыше выбирает целью то, что может зачаровать, и выходит на поле битвы прикрепленной к этому (ПП 702.5, 303.4).</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Регенерация</translation>
    </message>
    <message>
        <source>The next time this creature would be destroyed this turn, instead tap it, remove all damage from it and remove it from combat (CR 701.15).</source>
        <translation>В следующий раз, когда это существо должно быть уничтожено в этом ходу, вместо этого поверните его, снимите с него все повреждения и уберите его из боя (ПП 701.15).</translation>
    </message>
    <message>
        <source>Deathtouch</source>
        <translation>Смертельное касание</translation>
    </message>
    <message>
        <source>Any amount of damage this deals to a creature is enough to destroy it (CR 702.2).</source>
        <translation>Любое количество повреждений, нанесенных этим существу, достаточно, чтобы его уничтожить (ПП 702.2).</translation>
    </message>
    <message>
        <source>Mulligan: a player may shuffle their opening hand away and draw seven new cards; after keeping, they put one card on the bottom of their library for each mulligan taken.</source>
        <extracomment>The rules that refusals cite, by number.</extracomment>
        <translation>Муллиган: игрок может замешать стартовую руку в библиотеку и взять семь новых карт; оставив руку, он кладет в низ библиотеки по карте за каждый муллиган.</translation>
    </message>
    <message>
        <source>X stands for a number chosen as the spell is cast or the ability activated; it can&apos;t be negative.</source>
        <translation>X — число, выбираемое при розыгрыше заклинания или активации способности; оно не может быть отрицательным.</translation>
    </message>
    <message>
        <source>The tap symbol {T} in a cost means &quot;tap this permanent&quot;: a permanent that is already tapped can&apos;t pay it.</source>
        <translation>Символ {T} в стоимости означает «поверните этот перманент»: уже повернутый перманент не может его оплатить.</translation>
    </message>
    <message>
        <source>The same object can&apos;t be chosen more than once for one instance of the word &quot;target&quot;.</source>
        <translation>Один и тот же объект нельзя выбрать больше одного раза для одного вхождения слова «целевой».</translation>
    </message>
    <message>
        <source>A spell or ability can&apos;t target itself.</source>
        <translation>Заклинание или способность не может выбрать целью само себя.</translation>
    </message>
    <message>
        <source>Only the player who has priority may cast spells, activate abilities and play lands; a player must wait until they receive priority.</source>
        <translation>Только игрок с приоритетом может разыгрывать заклинания, активировать способности и играть земли; игрок должен дождаться приоритета.</translation>
    </message>
    <message>
        <source>A player can&apos;t pay a cost without having the resources to pay it all.</source>
        <translation>Игрок не может оплатить стоимость, не имея ресурсов для ее полной оплаты.</translation>
    </message>
    <message>
        <source>A player can pay life only if their life total is at least the amount to pay.</source>
        <translation>Игрок может заплатить жизнями, только если их у него не меньше, чем нужно заплатить.</translation>
    </message>
    <message>
        <source>A game ends at once when a player wins, when it is a draw, or when it is restarted.</source>
        <translation>Партия заканчивается сразу, как только игрок побеждает, объявляется ничья или партия начинается заново.</translation>
    </message>
    <message>
        <source>A turn has five phases, in this order: beginning, first main phase, combat, second main phase, end.</source>
        <translation>Ход состоит из пяти фаз, в таком порядке: начальная, первая главная, боевая, вторая главная, заключительная.</translation>
    </message>
    <message>
        <source>In the untap step, the active player untaps all their permanents at the same time; no player receives priority.</source>
        <translation>В шаге разворота активный игрок одновременно разворачивает все свои перманенты; никто не получает приоритет.</translation>
    </message>
    <message>
        <source>In the draw step, the active player first draws a card; this doesn&apos;t use the stack.</source>
        <translation>В шаге взятия карты активный игрок сначала берёт карту; это действие не использует стек.</translation>
    </message>
    <message>
        <source>Artifacts are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Артефакты разыгрываются только в главной фазе вашего хода, когда стек пуст.</translation>
    </message>
    <message>
        <source>Creatures are cast only in a main phase of your own turn, when the stack is empty (unless they have flash).</source>
        <translation>Существа разыгрываются только в главной фазе вашего хода, когда стек пуст (если у них нет мига).</translation>
    </message>
    <message>
        <source>A creature can&apos;t attack, or pay a {T} cost, unless its controller has controlled it continuously since their most recent turn began (summoning sickness); haste removes this.</source>
        <translation>Существо не может атаковать или оплатить стоимость {T}, если контроллер не контролировал его непрерывно с начала своего последнего хода (болезнь вызова); ускорение это снимает.</translation>
    </message>
    <message>
        <source>Enchantments are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Чары разыгрываются только в главной фазе вашего хода, когда стек пуст.</translation>
    </message>
    <message>
        <source>A land is played, not cast: only in a main phase of your own turn, with priority and an empty stack. It doesn&apos;t use the stack.</source>
        <translation>Землю играют, а не разыгрывают: только в главной фазе своего хода, с приоритетом и пустым стеком. Она не использует стек.</translation>
    </message>
    <message>
        <source>A player can normally play one land each turn; effects may allow more. Once the allowed number is reached, no more lands can be played.</source>
        <translation>Обычно игрок может сыграть одну землю за ход; эффекты могут разрешать больше. Когда разрешенное число достигнуто, земли больше играть нельзя.</translation>
    </message>
    <message>
        <source>A player can&apos;t play a land during another player&apos;s turn.</source>
        <translation>Игрок не может играть землю во время хода другого игрока.</translation>
    </message>
    <message>
        <source>A card that is both a land and another type can only be played as a land, never cast.</source>
        <translation>Карту, которая одновременно земля и другой тип, можно только сыграть как землю, но не разыграть.</translation>
    </message>
    <message>
        <source>Planeswalkers are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Мироходцы разыгрываются только в главной фазе вашего хода, когда стек пуст.</translation>
    </message>
    <message>
        <source>Sorceries are cast only in a main phase of your own turn, when the stack is empty.</source>
        <translation>Волшебства разыгрываются только в главной фазе вашего хода, когда стек пуст.</translation>
    </message>
    <message>
        <source>Attacking and blocking happen only in the combat phase.</source>
        <translation>Атака и блокирование происходят только в фазе боя.</translation>
    </message>
    <message>
        <source>In the declare attackers step, the active player declares which of their creatures attack.</source>
        <translation>В шаге объявления атакующих активный игрок объявляет, какие его существа атакуют.</translation>
    </message>
    <message>
        <source>Only untapped creatures the active player controls can be declared as attackers.</source>
        <translation>Атакующими можно объявить только неповернутые существа активного игрока.</translation>
    </message>
    <message>
        <source>An attack that disobeys a restriction (&quot;can&apos;t attack&quot;, &quot;can&apos;t attack unless...&quot;) is illegal.</source>
        <translation>Атака, нарушающая ограничение («не может атаковать», «не может атаковать, если…»), недопустима.</translation>
    </message>
    <message>
        <source>An attack must obey as many requirements (&quot;attacks each combat if able&quot;) as possible.</source>
        <translation>Атака должна выполнять как можно больше требований («атакует в каждом бою, если может»).</translation>
    </message>
    <message>
        <source>In the declare blockers step, the defending player declares which of their creatures block, and what each blocks.</source>
        <translation>В шаге объявления блокирующих защищающийся игрок объявляет, какие его существа блокируют и кого.</translation>
    </message>
    <message>
        <source>Only untapped creatures the defending player controls can block, each blocking one attacking creature.</source>
        <translation>Блокировать могут только неповернутые существа защищающегося игрока, каждое — одного атакующего.</translation>
    </message>
    <message>
        <source>A block that disobeys a restriction (&quot;can&apos;t block&quot;, &quot;can&apos;t be blocked&quot;) is illegal.</source>
        <translation>Блок, нарушающий ограничение («не может блокировать», «не может быть заблокирован»), недопустим.</translation>
    </message>
    <message>
        <source>A block must obey as many requirements (&quot;all creatures able to block it do so&quot;) as possible.</source>
        <translation>Блок должен выполнять как можно больше требований («все существа, способные его блокировать, делают это»).</translation>
    </message>
    <message>
        <source>Combat damage: each attacking and blocking creature assigns damage equal to its power.</source>
        <translation>Боевые повреждения: каждое атакующее и блокирующее существо назначает повреждения, равные его силе.</translation>
    </message>
    <message>
        <source>A creature blocked by several creatures divides its combat damage among them as its controller chooses; the amounts must add up to its power.</source>
        <translation>Существо, заблокированное несколькими существами, распределяет боевые повреждения между ними по выбору контроллера; сумма должна равняться его силе.</translation>
    </message>
    <message>
        <source>In the cleanup step the active player discards down to their maximum hand size, seven.</source>
        <translation>В шаге очистки активный игрок сбрасывает карты до максимального размера руки — семи.</translation>
    </message>
    <message>
        <source>Casting a spell is a series of steps: announce it, choose modes and X, choose targets, then pay its total cost.</source>
        <translation>Розыгрыш заклинания идет по шагам: объявить его, выбрать режимы и X, выбрать цели, затем оплатить полную стоимость.</translation>
    </message>
    <message>
        <source>The value of X is chosen as the spell is cast, and its total cost must be payable.</source>
        <translation>Значение X выбирается при розыгрыше заклинания, и полная стоимость должна быть оплачиваемой.</translation>
    </message>
    <message>
        <source>Each target must be chosen as the spell is cast, and each must be legal for what the spell asks.</source>
        <translation>Каждая цель выбирается при розыгрыше заклинания и должна подходить под то, что требует заклинание.</translation>
    </message>
    <message>
        <source>The total cost must be paid in full: mana of the right colours, and every other part.</source>
        <translation>Полная стоимость должна быть оплачена целиком: мана нужных цветов и все остальные части.</translation>
    </message>
    <message>
        <source>A spell is cast from its owner&apos;s hand, unless an effect allows another zone.</source>
        <translation>Заклинание разыгрывается из руки владельца, если эффект не разрешает другую зону.</translation>
    </message>
    <message>
        <source>An activated ability is written &quot;cost: effect&quot;; a permanent has only the abilities it shows.</source>
        <translation>Активируемая способность записывается как «стоимость: эффект»; у перманента есть только показанные на нем способности.</translation>
    </message>
    <message>
        <source>Only a permanent&apos;s controller can activate its abilities.</source>
        <translation>Активировать способности перманента может только его контроллер.</translation>
    </message>
    <message>
        <source>An ability that says &quot;Activate only once each turn&quot; can&apos;t be activated again in the same turn.</source>
        <translation>Способность с текстом «Активируйте только один раз в ход» нельзя снова активировать в том же ходу.</translation>
    </message>
    <message>
        <source>An ability that says &quot;Activate only as a sorcery&quot; is activated only in your main phase with an empty stack.</source>
        <translation>Способность с текстом «Активируйте только как волшебство» активируется только в вашей главной фазе при пустом стеке.</translation>
    </message>
    <message>
        <source>A triggered ability&apos;s targets are chosen as it is put on the stack; it can&apos;t be taken back.</source>
        <translation>Цели срабатывающей способности выбираются, когда она кладется в стек; ее нельзя отменить.</translation>
    </message>
    <message>
        <source>A mana ability can be activated when its controller has priority, or while paying a cost.</source>
        <translation>Мана-способность можно активировать, когда у контроллера приоритет, или во время оплаты стоимости.</translation>
    </message>
    <message>
        <source>A mana ability that can add one of several types of mana adds one of those the card names.</source>
        <translation>Мана-способность, которая может добавить ману одного из нескольких типов, добавляет один из названных на карте.</translation>
    </message>
    <message>
        <source>A spell or ability asks for choices only while it resolves.</source>
        <translation>Заклинание или способность запрашивает выбор только во время разрешения.</translation>
    </message>
    <message>
        <source>A choice made while a spell or ability resolves must be one that it offers.</source>
        <translation>Выбор во время разрешения заклинания или способности должен быть одним из предложенных.</translation>
    </message>
    <message>
        <source>To discard is to put a card from your hand into your graveyard; only cards in the hand can be discarded.</source>
        <translation>Сбросить — значит положить карту из руки на кладбище; сбрасывать можно только карты из руки.</translation>
    </message>
    <message>
        <source>A creature with defender can&apos;t attack.</source>
        <translation>Существо с защитником не может атаковать.</translation>
    </message>
    <message>
        <source>A creature with flying can&apos;t be blocked except by creatures with flying or reach.</source>
        <translation>Существо с полетом могут блокировать только существа с полетом или захватом.</translation>
    </message>
    <message>
        <source>A creature with landwalk can&apos;t be blocked as long as the defending player controls a land of that type.</source>
        <translation>Существо с хождением не может быть заблокировано, пока защищающийся игрок контролирует землю этого типа.</translation>
    </message>
    <message>
        <source>A permanent or player with protection can&apos;t be targeted by spells or abilities of the stated quality.</source>
        <translation>Перманент или игрок с защитой не может быть целью заклинаний или способностей указанного качества.</translation>
    </message>
    <message>
        <source>An attacking creature with protection can&apos;t be blocked by creatures of the stated quality.</source>
        <translation>Атакующее существо с защитой не могут блокировать существа указанного качества.</translation>
    </message>
    <message>
        <source>A permanent or player with shroud can&apos;t be the target of spells or abilities.</source>
        <translation>Перманент или игрок с порчеустойчивостью не может быть целью заклинаний или способностей.</translation>
    </message>
    <message>
        <source>A creature with trample must assign lethal damage to each of its blockers before it can assign the rest to the player.</source>
        <translation>Существо с пробивным ударом должно назначить смертельные повреждения каждому блокирующему, прежде чем назначить остаток игроку.</translation>
    </message>
    <message>
        <source>A creature with fear can&apos;t be blocked except by artifact creatures and/or black creatures.</source>
        <translation>Существо со страхом могут блокировать только артефактные и/или черные существа.</translation>
    </message>
    <message>
        <source>A player with 0 or less life loses the game (a state-based action).</source>
        <translation>Игрок, у которого 0 или меньше жизней, проигрывает партию (действие, вытекающее из состояния).</translation>
    </message>
    <message>
        <source>A player who had to draw a card from an empty library since the last check loses the game (a state-based action).</source>
        <translation>Игрок, которому пришлось взять карту из пустой библиотеки после последней проверки, проигрывает партию (действие, вытекающее из состояния).</translation>
    </message>
    <message>
        <source>Legend rule: if a player controls two or more legendary permanents with the same name, they choose one and put the others into their graveyard.</source>
        <translation>Правило легенд: если игрок контролирует несколько легендарных перманентов с одинаковым именем, он выбирает один, а остальные кладет на кладбище.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message numerus="yes">
        <source>Choose %n target(s)</source>
        <translation>
            <numerusform>Выберите %n цель</numerusform>
            <numerusform>Выберите %n цели</numerusform>
            <numerusform>Выберите %n целей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assign exactly %n damage</source>
        <translation>
            <numerusform>Назначьте ровно %n повреждение</numerusform>
            <numerusform>Назначьте ровно %n повреждения</numerusform>
            <numerusform>Назначьте ровно %n повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to put on the bottom</source>
        <translation>
            <numerusform>Выберите ровно %n карту, чтобы положить вниз</numerusform>
            <numerusform>Выберите ровно %n карты, чтобы положить вниз</numerusform>
            <numerusform>Выберите ровно %n карт, чтобы положить вниз</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard exactly %n card(s)</source>
        <translation>
            <numerusform>Сбросьте ровно %n карту</numerusform>
            <numerusform>Сбросьте ровно %n карты</numerusform>
            <numerusform>Сбросьте ровно %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the other player&apos;s turn to decide</source>
        <extracomment>Why an action is refused, by the engine&apos;s message id: alternatives tried in order, each a template and the arguments it needs (a template whose arguments the refusal lacks is skipped). A key &quot;message@rule&quot; overrides the message for one rule.</extracomment>
        <translation>Сейчас решает другой игрок</translation>
    </message>
    <message>
        <source>The rules don&apos;t know that action</source>
        <translation>Правила не знают такого действия</translation>
    </message>
    <message>
        <source>That action is not well formed</source>
        <translation>Это действие задано неверно</translation>
    </message>
    <message>
        <source>You can do that only when you have priority</source>
        <translation>Это можно сделать, только когда у вас приоритет</translation>
    </message>
    <message>
        <source>You can cast spells only from your hand</source>
        <translation>Разыгрывать заклинания можно только из руки</translation>
    </message>
    <message>
        <source>%1 is a land: play it, don&apos;t cast it</source>
        <translation>%1 — земля: ее играют, а не разыгрывают</translation>
    </message>
    <message>
        <source>%1 can be cast only in your main phase, while the stack is empty</source>
        <translation>%1 можно разыграть только в вашей главной фазе, когда стек пуст</translation>
    </message>
    <message>
        <source>You can&apos;t pay %1</source>
        <translation>Вы не можете заплатить %1</translation>
    </message>
    <message>
        <source>You can&apos;t pay that cost</source>
        <translation>Вы не можете оплатить эту стоимость</translation>
    </message>
    <message>
        <source>%1 has no legal target</source>
        <translation>%1: нет допустимых целей</translation>
    </message>
    <message>
        <source>There is no legal target</source>
        <translation>Нет допустимых целей</translation>
    </message>
    <message>
        <source>That permanent has no such ability</source>
        <translation>У этого перманента нет такой способности</translation>
    </message>
    <message>
        <source>Only permanents on the battlefield can do that</source>
        <translation>Это могут только перманенты на поле битвы</translation>
    </message>
    <message>
        <source>Only a permanent&apos;s controller can activate its abilities</source>
        <translation>Активировать способности перманента может только его контроллер</translation>
    </message>
    <message>
        <source>Mana abilities can be activated only with priority or while paying a cost</source>
        <translation>Мана-способности активируются только при приоритете или во время оплаты стоимости</translation>
    </message>
    <message>
        <source>That ability can be activated only in your main phase, while the stack is empty</source>
        <translation>Эту способность можно активировать только в вашей главной фазе, когда стек пуст</translation>
    </message>
    <message>
        <source>%1 is already tapped</source>
        <translation>%1 уже повернут</translation>
    </message>
    <message>
        <source>That permanent is already tapped</source>
        <translation>Этот перманент уже повернут</translation>
    </message>
    <message>
        <source>%1 came under your control this turn: it can&apos;t attack or use {T} abilities yet</source>
        <translation>%1 перешел под ваш контроль в этом ходу: он пока не может атаковать или использовать способности {T}</translation>
    </message>
    <message>
        <source>You don&apos;t have enough life to pay that</source>
        <translation>У вас недостаточно жизней, чтобы заплатить это</translation>
    </message>
    <message>
        <source>Nothing is being cast now</source>
        <translation>Сейчас ничего не разыгрывается</translation>
    </message>
    <message>
        <source>You can&apos;t afford X = %1</source>
        <translation>Вы не можете оплатить X = %1</translation>
    </message>
    <message>
        <source>Choose %1 before going on</source>
        <translation>Сначала выберите %1</translation>
    </message>
    <message>
        <source>Choose every target before going on</source>
        <translation>Сначала выберите все цели</translation>
    </message>
    <message>
        <source>The same object or player can&apos;t be chosen twice for one word &quot;target&quot;</source>
        <translation>Один и тот же объект или игрока нельзя выбрать дважды для одного слова «целевой»</translation>
    </message>
    <message>
        <source>That triggered ability needs its targets chosen before anything else</source>
        <translation>Сначала нужно выбрать цели этой срабатывающей способности</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only once each turn</source>
        <translation>Способность %1 можно активировать только один раз в ход</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>A spell or ability can&apos;t target itself</source>
        <translation>Заклинание или способность не может выбрать целью само себя</translation>
    </message>
    <message>
        <source>That permanent has shroud: it can&apos;t be the target of spells or abilities</source>
        <translation>У этого перманента порчеустойчивость: он не может быть целью заклинаний или способностей</translation>
    </message>
    <message>
        <source>That permanent has protection from this spell&apos;s or ability&apos;s colour</source>
        <translation>У этого перманента защита от цвета этого заклинания или способности</translation>
    </message>
    <message>
        <source>That is not a legal target: choose %1</source>
        <translation>Это недопустимая цель: выберите %1</translation>
    </message>
    <message>
        <source>That is not a legal target</source>
        <translation>Это недопустимая цель</translation>
    </message>
    <message>
        <source>You can play lands only from your hand</source>
        <translation>Играть земли можно только из руки</translation>
    </message>
    <message>
        <source>%1 is not a land</source>
        <translation>%1 — не земля</translation>
    </message>
    <message>
        <source>You can play lands only during your own turn</source>
        <translation>Играть земли можно только в свой ход</translation>
    </message>
    <message>
        <source>You can play a land only when you have priority</source>
        <translation>Сыграть землю можно, только когда у вас приоритет</translation>
    </message>
    <message>
        <source>You can play lands only in your main phases</source>
        <translation>Играть земли можно только в ваших главных фазах</translation>
    </message>
    <message>
        <source>You can play a land only while the stack is empty</source>
        <translation>Сыграть землю можно, только когда стек пуст</translation>
    </message>
    <message>
        <source>You have already played a land this turn</source>
        <translation>Вы уже сыграли землю в этом ходу</translation>
    </message>
    <message>
        <source>That is possible only during combat</source>
        <translation>Это возможно только во время боя</translation>
    </message>
    <message>
        <source>Attackers are declared only at the beginning of the declare attackers step</source>
        <translation>Атакующих объявляют только в начале шага объявления атакующих</translation>
    </message>
    <message>
        <source>Only creatures can attack</source>
        <translation>Атаковать могут только существа</translation>
    </message>
    <message>
        <source>You can attack only with creatures you control</source>
        <translation>Атаковать можно только своими существами</translation>
    </message>
    <message>
        <source>That creature is already attacking</source>
        <translation>Это существо уже атакует</translation>
    </message>
    <message>
        <source>%1 is tapped: tapped creatures can&apos;t attack</source>
        <translation>%1 повернут: повернутые существа не могут атаковать</translation>
    </message>
    <message>
        <source>%1 has defender: it can&apos;t attack</source>
        <translation>%1: «защитник», не может атаковать</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack unless the defending player controls a land of the type %2</source>
        <translation>%1 не может атаковать, если защищающийся игрок не контролирует землю типа %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack</source>
        <translation>%1 не может атаковать</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able: it must be declared as an attacker</source>
        <translation>%1 атакует в каждом бою, если может: его нужно объявить атакующим</translation>
    </message>
    <message>
        <source>Blockers are declared only at the beginning of the declare blockers step</source>
        <translation>Блокирующих объявляют только в начале шага объявления блокирующих</translation>
    </message>
    <message>
        <source>Only creatures can block</source>
        <translation>Блокировать могут только существа</translation>
    </message>
    <message>
        <source>You can block only with creatures you control, when you are attacked</source>
        <translation>Блокировать можно только своими существами, когда атакуют вас</translation>
    </message>
    <message>
        <source>That creature is not attacking</source>
        <translation>Это существо не атакует</translation>
    </message>
    <message>
        <source>%1 is tapped: tapped creatures can&apos;t block</source>
        <translation>%1 повернут: повернутые существа не могут блокировать</translation>
    </message>
    <message>
        <source>%1 is already blocking</source>
        <translation>%1 уже блокирует</translation>
    </message>
    <message>
        <source>%1 must block the attacker that all creatures able to block must block</source>
        <translation>%1 должен блокировать атакующего, которого обязаны блокировать все способные на это существа</translation>
    </message>
    <message>
        <source>%1 can&apos;t block</source>
        <translation>%1 не может блокировать</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with flying: it has neither flying nor reach</source>
        <translation>%1 не может блокировать существо с полетом: у него нет ни полета, ни захвата</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with fear: only artifact or black creatures can</source>
        <translation>%1 не может блокировать существо со страхом: это могут только артефактные или черные существа</translation>
    </message>
    <message>
        <source>%1 can&apos;t block that creature: it has landwalk and you control a land of the type %2</source>
        <translation>%1 не может блокировать это существо: у него «хождение», а вы контролируете землю типа %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t block a creature with protection from its colour</source>
        <translation>%1 не может блокировать существо с защитой от его цвета</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked</source>
        <translation>%1 не может быть заблокирован</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked except by %2</source>
        <translation>%1 может быть заблокирован только так: %2</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked while it is attacking alone</source>
        <translation>%1 не может быть заблокирован, пока атакует в одиночку</translation>
    </message>
    <message>
        <source>No combat damage is being assigned now</source>
        <translation>Сейчас боевые повреждения не распределяются</translation>
    </message>
    <message>
        <source>Combat damage can be assigned only to the blocking creatures, or with trample to the player</source>
        <translation>Боевые повреждения можно назначить только блокирующим существам, а с пробивным ударом — игроку</translation>
    </message>
    <message>
        <source>Assign lethal damage to every blocker before assigning damage to the player</source>
        <translation>Назначьте смертельные повреждения каждому блокирующему, прежде чем назначать повреждения игроку</translation>
    </message>
    <message>
        <source>This is not the time for mulligans</source>
        <translation>Сейчас не время для муллигана</translation>
    </message>
    <message>
        <source>You can&apos;t take another mulligan</source>
        <translation>Вы не можете взять еще один муллиган</translation>
    </message>
    <message>
        <source>You are not discarding now</source>
        <translation>Сейчас вы не сбрасываете карты</translation>
    </message>
    <message>
        <source>You can discard only cards in your hand</source>
        <translation>Сбрасывать можно только карты из руки</translation>
    </message>
    <message>
        <source>There is nothing to choose now</source>
        <translation>Сейчас нечего выбирать</translation>
    </message>
    <message>
        <source>That is not one of the choices</source>
        <translation>Такого варианта нет</translation>
    </message>
    <message>
        <source>A search for cards of no stated quality must find as many as it can: choose a card</source>
        <translation>Поиск карт без указанного свойства должен найти столько карт, сколько возможно: выберите карту</translation>
    </message>
    <message>
        <source>That ability can&apos;t add that mana</source>
        <translation>Эта способность не может добавить такую ману</translation>
    </message>
    <message>
        <source>There are no triggered abilities to order now</source>
        <translation>Сейчас нет срабатывающих способностей, которые нужно упорядочить</translation>
    </message>
    <message>
        <source>Nothing can pay the cost of %1&apos;s ability</source>
        <translation>Нечем оплатить стоимость способности карты %1</translation>
    </message>
    <message>
        <source>Nothing can pay that cost</source>
        <translation>Нечем оплатить эту стоимость</translation>
    </message>
    <message>
        <source>The rules don&apos;t allow that</source>
        <translation>Правила этого не позволяют</translation>
    </message>
    <message>
        <source>%1 (CR %2).</source>
        <extracomment>A refusal: the reason (a whole sentence, without its final stop) and the rule it cites.</extracomment>
        <translation>%1 (ПП %2).</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only during your turn</source>
        <translation>Способность %1 можно активировать только во время вашего хода</translation>
    </message>
    <message>
        <source>The ability of %1 can be activated only during your upkeep</source>
        <translation>Способность %1 можно активировать только во время вашего шага поддержки</translation>
    </message>
    <message>
        <source>%1 can use that ability only from your graveyard</source>
        <translation>%1 может использовать эту способность только с вашего кладбища</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack that player because of %2</source>
        <translation>%1 не может атаковать этого игрока из-за карты %2</translation>
    </message>
    <message>
        <source>The ability of %1 can&apos;t be activated now: its restriction (&quot;Activate only ...&quot;) isn&apos;t met</source>
        <translation>Способность карты %1 сейчас нельзя активировать: её ограничение («Активируйте только ...») не выполнено</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>flying</source>
        <translation>полет</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>захват</translation>
    </message>
    <message>
        <source>vigilance</source>
        <translation>бдительность</translation>
    </message>
    <message>
        <source>haste</source>
        <translation>ускорение</translation>
    </message>
    <message>
        <source>first strike</source>
        <translation>первый удар</translation>
    </message>
    <message>
        <source>double strike</source>
        <translation>двойной удар</translation>
    </message>
    <message>
        <source>trample</source>
        <translation>пробивной удар</translation>
    </message>
    <message>
        <source>fear</source>
        <translation>страх</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>защитник</translation>
    </message>
    <message>
        <source>lifelink</source>
        <translation>цепь жизни</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>миг</translation>
    </message>
    <message>
        <source>shroud</source>
        <translation>порчеустойчивость</translation>
    </message>
    <message>
        <source>deathtouch</source>
        <translation>смертельное касание</translation>
    </message>
    <message>
        <source>equip %1</source>
        <translation>снарядить %1</translation>
    </message>
    <message>
        <source>plainswalk</source>
        <translation>равнинохождение</translation>
    </message>
    <message>
        <source>islandwalk</source>
        <translation>островохождение</translation>
    </message>
    <message>
        <source>swampwalk</source>
        <translation>болотохождение</translation>
    </message>
    <message>
        <source>mountainwalk</source>
        <translation>горохождение</translation>
    </message>
    <message>
        <source>forestwalk</source>
        <translation>лесохождение</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>black</source>
        <translation>черный</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зеленый</translation>
    </message>
    <message>
        <source>Enchant creature</source>
        <translation>Зачаровать существо</translation>
    </message>
    <message>
        <source>Enchant land</source>
        <translation>Зачаровать землю</translation>
    </message>
    <message>
        <source>Enchant artifact</source>
        <translation>Зачаровать артефакт</translation>
    </message>
    <message>
        <source>Enchant enchantment</source>
        <translation>Зачаровать чары</translation>
    </message>
    <message>
        <source>Enchant permanent</source>
        <translation>Зачаровать перманент</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнина</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>one</source>
        <translation>один</translation>
    </message>
    <message>
        <source>two</source>
        <translation>две</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четыре</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пять</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шесть</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семь</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восемь</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>девять</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десять</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>protection from %1</source>
        <translation>защита от %1</translation>
    </message>
    <message>
        <source>protection from %1 and from %2</source>
        <translation>защита от %1 и от %2</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>any target</source>
        <translation>любая цель</translation>
    </message>
    <message>
        <source>target creature</source>
        <translation>целевое существо</translation>
    </message>
    <message>
        <source>target player</source>
        <translation>целевой игрок</translation>
    </message>
    <message>
        <source>target opponent</source>
        <translation>целевой оппонент</translation>
    </message>
    <message>
        <source>target player or planeswalker</source>
        <translation>целевой игрок или мироходец</translation>
    </message>
    <message>
        <source>target land</source>
        <translation>целевая земля</translation>
    </message>
    <message>
        <source>target basic land</source>
        <translation>целевая базовая земля</translation>
    </message>
    <message>
        <source>target artifact</source>
        <translation>целевой артефакт</translation>
    </message>
    <message>
        <source>target enchantment</source>
        <translation>целевые чары</translation>
    </message>
    <message>
        <source>target permanent</source>
        <translation>целевой перманент</translation>
    </message>
    <message>
        <source>target nonland permanent</source>
        <translation>целевой не-земельный перманент</translation>
    </message>
    <message>
        <source>target artifact or enchantment</source>
        <translation>целевой артефакт или целевые чары</translation>
    </message>
    <message>
        <source>target artifact or land</source>
        <translation>целевой артефакт или целевая земля</translation>
    </message>
    <message>
        <source>target spell</source>
        <translation>целевое заклинание</translation>
    </message>
    <message>
        <source>target creature spell</source>
        <translation>целевое заклинание существа</translation>
    </message>
    <message>
        <source>target card from your graveyard</source>
        <translation>целевая карта из вашего кладбища</translation>
    </message>
    <message>
        <source>target creature card from your graveyard</source>
        <translation>целевая карта существа из вашего кладбища</translation>
    </message>
    <message>
        <source>target tapped creature</source>
        <translation>целевое повернутое существо</translation>
    </message>
    <message>
        <source>target nonblack creature</source>
        <translation>целевое нечерное существо</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <translation>целевое атакующее существо</translation>
    </message>
    <message>
        <source>target attacking or blocking creature</source>
        <translation>целевое атакующее или блокирующее существо</translation>
    </message>
    <message>
        <source>target creature with power 2 or less</source>
        <translation>целевое существо с силой 2 или меньше</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <translation>
            <numerusform>до %n целевого существа</numerusform>
            <numerusform>до %n целевых существ</numerusform>
            <numerusform>до %n целевых существ</numerusform>
        </translation>
    </message>
    <message>
        <source>Add %1.</source>
        <translation>Добавьте %1.</translation>
    </message>
    <message>
        <source>Add %1 or %2.</source>
        <translation>Добавьте %1 или %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение %2.</numerusform>
            <numerusform>%1 наносит %n повреждения %2.</numerusform>
            <numerusform>%1 наносит %n повреждений %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets %2 until end of turn.</source>
        <translation>%1 получает %2 до конца хода.</translation>
    </message>
    <message>
        <source>Creatures you control get %1 until end of turn.</source>
        <translation>Существа под вашим контролем получают %1 до конца хода.</translation>
    </message>
    <message>
        <source>%1 gets %2 until end of turn for each creature blocking it.</source>
        <translation>%1 получает %2 до конца хода за каждое блокирующее его существо.</translation>
    </message>
    <message>
        <source>%1 gets %2 and gains %3 until end of turn.</source>
        <translation>%1 получает %2 и %3 до конца хода.</translation>
    </message>
    <message>
        <source>%1 can&apos;t block this turn.</source>
        <translation>%1 не может блокировать в этом ходу.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked this turn.</source>
        <translation>%1 не может быть заблокировано в этом ходу.</translation>
    </message>
    <message>
        <source>%1 gains %2 until end of turn.</source>
        <translation>%1 получает %2 до конца хода.</translation>
    </message>
    <message numerus="yes">
        <source>You may play up to %1 additional lands this turn.</source>
        <translation>
            <numerusform>Вы можете сыграть до %n дополнительной земли в этом ходу.</numerusform>
            <numerusform>Вы можете сыграть до %n дополнительных земель в этом ходу.</numerusform>
            <numerusform>Вы можете сыграть до %n дополнительных земель в этом ходу.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.</source>
        <translation>Найдите в вашей библиотеке карту базовой земли, положите ее на поле битвы повернутой, затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <source>Search your library for a %1 card, put that card onto the battlefield, then shuffle.</source>
        <translation>Найдите в вашей библиотеке карту %1, положите ее на поле битвы, затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <source>Regenerate %1.</source>
        <translation>Регенерируйте %1.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Возьмите карту.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards.</source>
        <translation>
            <numerusform>Возьмите %1 карту.</numerusform>
            <numerusform>Возьмите %1 карты.</numerusform>
            <numerusform>Возьмите %1 карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 cards, then discard a card.</source>
        <translation>
            <numerusform>Возьмите %1 карту, затем сбросьте карту.</numerusform>
            <numerusform>Возьмите %1 карты, затем сбросьте карту.</numerusform>
            <numerusform>Возьмите %1 карт, затем сбросьте карту.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gain %n life.</source>
        <translation>
            <numerusform>Вы получаете %n жизнь.</numerusform>
            <numerusform>Вы получаете %n жизни.</numerusform>
            <numerusform>Вы получаете %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lose %n life.</source>
        <translation>
            <numerusform>Вы теряете %n жизнь.</numerusform>
            <numerusform>Вы теряете %n жизни.</numerusform>
            <numerusform>Вы теряете %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %n life.</source>
        <translation>
            <numerusform>%1 получает %n жизнь.</numerusform>
            <numerusform>%1 получает %n жизни.</numerusform>
            <numerusform>%1 получает %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life.</source>
        <translation>
            <numerusform>%1 теряет %n жизнь.</numerusform>
            <numerusform>%1 теряет %n жизни.</numerusform>
            <numerusform>%1 теряет %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life and you gain %n life.</source>
        <translation>
            <numerusform>%1 теряет %n жизнь, а вы получаете %n жизнь.</numerusform>
            <numerusform>%1 теряет %n жизни, а вы получаете %n жизни.</numerusform>
            <numerusform>%1 теряет %n жизней, а вы получаете %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy %1.</source>
        <translation>Уничтожьте %1.</translation>
    </message>
    <message>
        <source>Destroy %1. It can&apos;t be regenerated.</source>
        <translation>Уничтожьте %1. Его нельзя регенерировать.</translation>
    </message>
    <message numerus="yes">
        <source>Prevent the next %n damage that would be dealt to %1 this turn.</source>
        <translation>
            <numerusform>Предотвратите следующее %n повреждение, которое должно быть нанесено %1 в этом ходу.</numerusform>
            <numerusform>Предотвратите следующие %n повреждения, которые должны быть нанесены %1 в этом ходу.</numerusform>
            <numerusform>Предотвратите следующие %n повреждений, которые должны быть нанесены %1 в этом ходу.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prevent all combat damage that would be dealt this turn.</source>
        <translation>Предотвратите все боевые повреждения, которые должны быть нанесены в этом ходу.</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>Разверните все существа, атаковавшие в этом ходу.</translation>
    </message>
    <message>
        <source>After this main phase, there is an additional combat phase followed by an additional main phase.</source>
        <translation>После этой главной фазы наступает дополнительная фаза боя, а за ней — дополнительная главная фаза.</translation>
    </message>
    <message>
        <source>Tap %1.</source>
        <translation>Поверните %1.</translation>
    </message>
    <message>
        <source>Return %1 to its owner&apos;s hand.</source>
        <translation>Верните %1 в руку его владельца.</translation>
    </message>
    <message>
        <source>Return %1 to your hand.</source>
        <translation>Верните %1 в вашу руку.</translation>
    </message>
    <message>
        <source>Put %1 on top of its owner&apos;s library.</source>
        <translation>Положите %1 на верх библиотеки его владельца.</translation>
    </message>
    <message>
        <source>Put %1 on top of your library.</source>
        <translation>Положите %1 на верх вашей библиотеки.</translation>
    </message>
    <message>
        <source>Counter %1.</source>
        <translation>Отмените %1.</translation>
    </message>
    <message>
        <source>Counter %1 unless its controller pays %2.</source>
        <translation>Отмените %1, если только его контроллер не заплатит %2.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <translation>%1 сбрасывает карту.</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %2 cards.</source>
        <translation>
            <numerusform>%1 сбрасывает %2 карту.</numerusform>
            <numerusform>%1 сбрасывает %2 карты.</numerusform>
            <numerusform>%1 сбрасывает %2 карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 reveals their hand. You choose a card from it. That player discards that card.</source>
        <translation>%1 показывает свою руку. Вы выбираете в ней карту. Этот игрок сбрасывает эту карту.</translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library, then put them back in any order.</source>
        <translation>
            <numerusform>Посмотрите %1 верхнюю карту вашей библиотеки, затем положите ее обратно.</numerusform>
            <numerusform>Посмотрите %1 верхние карты вашей библиотеки, затем положите их обратно в любом порядке.</numerusform>
            <numerusform>Посмотрите %1 верхних карт вашей библиотеки, затем положите их обратно в любом порядке.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %1 cards of your library. Put one of them into your hand and the other on the bottom of your library.</source>
        <translation>
            <numerusform>Посмотрите %1 верхнюю карту вашей библиотеки. Положите ее в вашу руку.</numerusform>
            <numerusform>Посмотрите %1 верхние карты вашей библиотеки. Положите одну из них в вашу руку, а другую — в низ вашей библиотеки.</numerusform>
            <numerusform>Посмотрите %1 верхних карт вашей библиотеки. Положите одну из них в вашу руку, а остальные — в низ вашей библиотеки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at %1&apos;s hand.</source>
        <translation>Посмотрите руку %1.</translation>
    </message>
    <message>
        <source>%1 reveals the top card of their library.</source>
        <translation>%1 показывает верхнюю карту своей библиотеки.</translation>
    </message>
    <message>
        <source>Its controller adds an additional %1.</source>
        <translation>Ее контроллер дополнительно добавляет %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Activate only once each turn.</source>
        <translation>Активируйте только один раз в ход.</translation>
    </message>
    <message>
        <source>Enchanted land is an %1.</source>
        <translation>Зачарованная земля — %1.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1.</source>
        <translation>Зачарованное существо получает %1.</translation>
    </message>
    <message>
        <source>Enchanted creature has %1.</source>
        <translation>Зачарованное существо имеет %1.</translation>
    </message>
    <message>
        <source>Enchanted creature can&apos;t attack or block.</source>
        <translation>Зачарованное существо не может атаковать или блокировать.</translation>
    </message>
    <message>
        <source>Enchanted creature doesn&apos;t untap during its controller&apos;s untap step.</source>
        <translation>Зачарованное существо не разворачивается во время шага разворота своего контроллера.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 and can&apos;t be blocked except by %2.</source>
        <translation>Зачарованное существо получает %1 и может быть заблокировано только %2.</translation>
    </message>
    <message>
        <source>%1 can&apos;t block.</source>
        <translation>%1 не может блокировать.</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack.</source>
        <translation>%1 не может атаковать.</translation>
    </message>
    <message>
        <source>%1 doesn&apos;t untap during its controller&apos;s untap step.</source>
        <translation>%1 не разворачивается во время шага разворота своего контроллера.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked.</source>
        <translation>%1 не может быть заблокирован.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked as long as it&apos;s attacking alone.</source>
        <translation>%1 не может быть заблокирован, пока атакует в одиночку.</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able.</source>
        <translation>%1 атакует в каждом бою, если может.</translation>
    </message>
    <message>
        <source>All creatures able to block %1 do so.</source>
        <translation>Все существа, способные блокировать %1, делают это.</translation>
    </message>
    <message>
        <source>%1 can&apos;t attack unless defending player controls an %2.</source>
        <translation>%1 не может атаковать, если защищающийся игрок не контролирует %2.</translation>
    </message>
    <message>
        <source>%1 can&apos;t be blocked except by %2.</source>
        <translation>%1 может быть заблокирован только %2.</translation>
    </message>
    <message>
        <source>Equipped creature gets %1.</source>
        <translation>Снаряженное существо получает %1.</translation>
    </message>
    <message>
        <source>You may have %1 enter the battlefield as a copy of any creature on the battlefield.</source>
        <translation>Вы можете сделать так, чтобы %1 вышел на поле битвы как копия любого существа на поле битвы.</translation>
    </message>
    <message>
        <source>%1 get %2.</source>
        <translation>%1 получают %2.</translation>
    </message>
    <message>
        <source>%1 get %2 and have %3.</source>
        <translation>%1 получают %2 и имеют %3.</translation>
    </message>
    <message>
        <source>%1 have %2.</source>
        <translation>%1 имеют %2.</translation>
    </message>
    <message>
        <source>%1 gets %2 as long as you control %3.</source>
        <translation>%1 получает %2, пока вы контролируете %3.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 you control.</source>
        <translation>%1 имеет силу и выносливость, равные количеству %2 под вашим контролем.</translation>
    </message>
    <message>
        <source>%1&apos;s power is equal to the number of %2 you control.</source>
        <translation>%1 имеет силу, равную количеству %2 под вашим контролем.</translation>
    </message>
    <message>
        <source>If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.</source>
        <translation>Если источник должен нанести повреждения перманенту или игроку, вместо этого он наносит этому перманенту или игроку вдвое больше повреждений.</translation>
    </message>
    <message>
        <source>If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.</source>
        <translation>Если вы контролируете существо, повреждения, которые должны уменьшить ваше количество жизней до значения меньше 1, вместо этого уменьшают его до 1.</translation>
    </message>
    <message>
        <source>You have no maximum hand size.</source>
        <translation>У вас нет максимального размера руки.</translation>
    </message>
    <message>
        <source>You have shroud.</source>
        <translation>У вас есть порчеустойчивость.</translation>
    </message>
    <message>
        <source>You control enchanted permanent.</source>
        <translation>Вы контролируете зачарованный перманент.</translation>
    </message>
    <message>
        <source>Untap %1 and gain control of it until end of turn. That creature gains %2 until end of turn.</source>
        <translation>Разверните %1 и получите контроль над ним до конца хода. Это существо получает %2 до конца хода.</translation>
    </message>
    <message numerus="yes">
        <source>You draw a card and you lose %n life.</source>
        <translation>
            <numerusform>Вы берете карту и теряете %n жизнь.</numerusform>
            <numerusform>Вы берете карту и теряете %n жизни.</numerusform>
            <numerusform>Вы берете карту и теряете %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws an additional card.</source>
        <translation>%1 берет дополнительную карту.</translation>
    </message>
    <message>
        <source>Sacrifice %1.</source>
        <translation>Пожертвуйте %1.</translation>
    </message>
    <message>
        <source>The next time a %1 source of your choice would deal damage to you this turn, prevent that damage.</source>
        <translation>В следующий раз в этом ходу, когда %1 источник по вашему выбору должен нанести вам повреждения, предотвратите эти повреждения.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to that player.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение этому игроку.</numerusform>
            <numerusform>%1 наносит %n повреждения этому игроку.</numerusform>
            <numerusform>%1 наносит %n повреждений этому игроку.</numerusform>
        </translation>
    </message>
    <message>
        <source>You gain that much life.</source>
        <translation>Вы получаете столько же жизней.</translation>
    </message>
    <message>
        <source>%1 skips their next combat phase.</source>
        <translation>%1 пропускает свою следующую фазу боя.</translation>
    </message>
    <message>
        <source>Change the text of %1 by replacing all instances of one color word with another or one basic land type with another.</source>
        <translation>Измените текст %1, заменив все упоминания одного слова, обозначающего цвет, на другое или одного базового типа земли на другой.</translation>
    </message>
    <message>
        <source>Creatures you control</source>
        <translation>Существа под вашим контролем</translation>
    </message>
    <message>
        <source>Other Goblins</source>
        <translation>Другие Гоблины</translation>
    </message>
    <message>
        <source>Other Elf creatures</source>
        <translation>Другие существа-Эльфы</translation>
    </message>
    <message>
        <source>Other Zombie creatures</source>
        <translation>Другие существа-Зомби</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>Болот</translation>
    </message>
    <message>
        <source>Rats</source>
        <translation>Крыс</translation>
    </message>
    <message>
        <source>a Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Whenever another creature enters the battlefield, %1</source>
        <translation>Каждый раз, когда другое существо выходит на поле битвы, %1</translation>
    </message>
    <message>
        <source>Whenever an opponent discards a card, %1</source>
        <translation>Каждый раз, когда оппонент сбрасывает карту, %1</translation>
    </message>
    <message>
        <source>Whenever enchanted creature deals damage, %1</source>
        <translation>Каждый раз, когда зачарованное существо наносит повреждения, %1</translation>
    </message>
    <message>
        <source>Whenever %1 deals combat damage to a player, %2</source>
        <translation>Каждый раз, когда %1 наносит боевые повреждения игроку, %2</translation>
    </message>
    <message>
        <source>At the beginning of each player&apos;s draw step, if %1 is untapped, %2</source>
        <translation>В начале шага взятия карты каждого игрока, если %1 развернута, %2</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, %1</source>
        <translation>В начале вашего шага поддержки %1</translation>
    </message>
    <message>
        <source>When you control no other creatures, %1</source>
        <translation>Когда вы не контролируете других существ, %1</translation>
    </message>
    <message>
        <source>When %1 enters the battlefield, %2</source>
        <translation>Когда %1 выходит на поле битвы, %2</translation>
    </message>
    <message>
        <source>When %1 dies, %2</source>
        <translation>Когда %1 умирает, %2</translation>
    </message>
    <message>
        <source>Whenever %1 attacks, %2</source>
        <translation>Каждый раз, когда %1 атакует, %2</translation>
    </message>
    <message>
        <source>Whenever %1 attacks alone, %2</source>
        <translation>Каждый раз, когда %1 атакует в одиночку, %2</translation>
    </message>
    <message>
        <source>Whenever %1 blocks, %2</source>
        <translation>Каждый раз, когда %1 блокирует, %2</translation>
    </message>
    <message>
        <source>Whenever %1 becomes blocked, %2</source>
        <translation>Каждый раз, когда %1 становится заблокированным, %2</translation>
    </message>
    <message>
        <source>Whenever enchanted creature attacks or blocks, %1</source>
        <translation>Каждый раз, когда зачарованное существо атакует или блокирует, %1</translation>
    </message>
    <message>
        <source>Whenever enchanted land is tapped for mana, %1</source>
        <translation>Каждый раз, когда зачарованная земля поворачивается для получения маны, %1</translation>
    </message>
    <message>
        <source>you may %1</source>
        <translation>вы можете %1</translation>
    </message>
    <message>
        <source>that player</source>
        <translation>этот игрок</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>it</source>
        <translation>он</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <translation>зачарованное существо</translation>
    </message>
    <message>
        <source>its controller</source>
        <translation>его контроллер</translation>
    </message>
    <message>
        <source>artifact creatures and/or black creatures</source>
        <translation>артефактные существа и/или черные существа</translation>
    </message>
    <message>
        <source>creatures with flying</source>
        <translation>существа с полетом</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Стены</translation>
    </message>
    <message>
        <source>Sacrifice %1</source>
        <translation>Пожертвуйте %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Pay %n life</source>
        <translation>
            <numerusform>Заплатите %n жизнь</numerusform>
            <numerusform>Заплатите %n жизни</numerusform>
            <numerusform>Заплатите %n жизней</numerusform>
        </translation>
    </message>
    <message>
        <source>Sacrifice a creature</source>
        <translation>Пожертвуйте существо</translation>
    </message>
    <message>
        <source>Sacrifice a Swamp</source>
        <translation>Пожертвуйте Болото</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Сбросьте карту</translation>
    </message>
    <message>
        <source>Tap an untapped creature you control</source>
        <translation>Поверните неповернутое существо под вашим контролем</translation>
    </message>
    <message>
        <source>Return all %1 to their owners&apos; hands.</source>
        <translation>Верните %1 в руки их владельцев.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Вы выигрываете партию.</translation>
    </message>
    <message>
        <source>%1 mills half their library, rounded down.</source>
        <translation>%1 перемалывает половину своей библиотеки с округлением в меньшую сторону.</translation>
    </message>
    <message>
        <source>Its controller reveals cards from the top of their library until they reveal a creature card. The player puts that card onto the battlefield, then shuffles all other cards revealed this way into their library.</source>
        <translation>Его контролер показывает карты с верха своей библиотеки, пока не покажет карту существа. Этот игрок кладет ту карту на поле битвы, затем замешивает все остальные показанные таким образом карты в свою библиотеку.</translation>
    </message>
    <message numerus="yes">
        <source>Search %1&apos;s library for %2 cards and exile them. Then that player shuffles.</source>
        <translation>
            <numerusform>Найдите в библиотеке %1 %2 карту и изгоните ее. Затем этот игрок перетасовывает свою библиотеку.</numerusform>
            <numerusform>Найдите в библиотеке %1 %2 карты и изгоните их. Затем этот игрок перетасовывает свою библиотеку.</numerusform>
            <numerusform>Найдите в библиотеке %1 %2 карт и изгоните их. Затем этот игрок перетасовывает свою библиотеку.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 puts the cards in their hand on the bottom of their library in any order, then draws that many cards.</source>
        <translation>%1 кладет карты из своей руки в низ своей библиотеки в любом порядке, затем берет столько же карт.</translation>
    </message>
    <message>
        <source>Until end of turn, if %1 would draw a card, instead that player skips that draw and you draw a card.</source>
        <translation>До конца хода, если %1 должен взять карту, вместо этого этот игрок пропускает это взятие карты, а вы берете карту.</translation>
    </message>
    <message>
        <source>Sacrifice %1. If you do, %2</source>
        <translation>Пожертвуйте %1. Если вы это делаете, %2</translation>
    </message>
    <message>
        <source>As %1 enters the battlefield, choose an opponent and a card name other than a basic land card name.</source>
        <translation>По мере того как %1 выходит на поле битвы, выберите оппонента и название карты, отличное от названия карты базовой земли.</translation>
    </message>
    <message>
        <source>The chosen player reveals each card they draw.</source>
        <translation>Выбранный игрок показывает каждую карту, которую он берет.</translation>
    </message>
    <message>
        <source>Players play with their hands revealed.</source>
        <translation>Игроки играют с открытыми картами в руке.</translation>
    </message>
    <message>
        <source>If a player would draw a card, they reveal it instead. Then any other player may pay 2 life. If a player does, put that card into its owner&apos;s graveyard. Otherwise, that player draws a card.</source>
        <translation>Если игрок должен взять карту, вместо этого он показывает ее. Затем любой другой игрок может заплатить 2 жизни. Если игрок это делает, положите ту карту на кладбище ее владельца. В противном случае тот игрок берет эту карту.</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, if you have 200 or more cards in your library, %1</source>
        <translation>В начале вашего шага поддержки, если в вашей библиотеке 200 или больше карт, %1</translation>
    </message>
    <message>
        <source>At the beginning of your upkeep, if you have a card in hand, %1</source>
        <translation>В начале вашего шага поддержки, если у вас в руке есть карта, %1</translation>
    </message>
    <message>
        <source>At the beginning of each player&apos;s draw step, %1</source>
        <translation>В начале шага взятия карты каждого игрока %1</translation>
    </message>
    <message>
        <source>Whenever a creature becomes the target of a spell or ability, %1</source>
        <translation>Каждый раз, когда существо становится целью заклинания или способности, %1</translation>
    </message>
    <message>
        <source>When the chosen player draws a card with the chosen name, %1</source>
        <translation>Когда выбранный игрок берет карту с выбранным названием, %1</translation>
    </message>
    <message>
        <source>creatures</source>
        <translation>существа</translation>
    </message>
    <message>
        <source>target land you control</source>
        <translation>целевая земля под вашим контролем</translation>
    </message>
    <message>
        <source>Discard a land card</source>
        <translation>Сбросьте карту земли</translation>
    </message>
    <message>
        <source>that creature</source>
        <translation>то существо</translation>
    </message>
    <message>
        <source>(%1: Add %2.)</source>
        <translation>(%1: добавьте %2.)</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>pred</comment>
        <translation>Остров</translation>
    </message>
    <message>
        <source>target player or planeswalker</source>
        <comment>dat</comment>
        <translation>целевому игроку или мироходцу</translation>
    </message>
    <message>
        <source>any target</source>
        <comment>dat</comment>
        <translation>любой цели</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>nom</comment>
        <translation>целевое существо</translation>
    </message>
    <message>
        <source>black</source>
        <comment>gen</comment>
        <translation>черного</translation>
    </message>
    <message>
        <source>red</source>
        <comment>gen</comment>
        <translation>красного</translation>
    </message>
    <message>
        <source>Island</source>
        <comment>acc</comment>
        <translation>Остров</translation>
    </message>
    <message>
        <source>flying</source>
        <comment>acc</comment>
        <translation>полет</translation>
    </message>
    <message>
        <source>target tapped creature</source>
        <comment>acc</comment>
        <translation>целевое повернутое существо</translation>
    </message>
    <message>
        <source>target enchantment</source>
        <comment>acc</comment>
        <translation>целевые чары</translation>
    </message>
    <message>
        <source>target attacking or blocking creature</source>
        <comment>dat</comment>
        <translation>целевому атакующему или блокирующему существу</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <comment>nom</comment>
        <translation>целевое атакующее существо</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>acc</comment>
        <translation>целевое существо</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <comment>inf</comment>
        <translation>взять карту.</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>nom</comment>
        <translation>целевой игрок</translation>
    </message>
    <message>
        <source>target permanent</source>
        <comment>acc</comment>
        <translation>целевой перманент</translation>
    </message>
    <message>
        <source>target creature with power 2 or less</source>
        <comment>nom</comment>
        <translation>целевое существо с силой 2 или меньше</translation>
    </message>
    <message>
        <source>islandwalk</source>
        <comment>acc</comment>
        <translation>островохождение</translation>
    </message>
    <message>
        <source>target spell</source>
        <comment>acc</comment>
        <translation>целевое заклинание</translation>
    </message>
    <message>
        <source>target creature spell</source>
        <comment>acc</comment>
        <translation>целевое заклинание существа</translation>
    </message>
    <message>
        <source>target opponent</source>
        <comment>gen</comment>
        <translation>целевого оппонента</translation>
    </message>
    <message>
        <source>target opponent</source>
        <comment>nom</comment>
        <translation>целевой оппонент</translation>
    </message>
    <message>
        <source>its controller</source>
        <comment>nom</comment>
        <translation>его контроллер</translation>
    </message>
    <message>
        <source>target nonblack creature</source>
        <comment>acc</comment>
        <translation>целевое нечерное существо</translation>
    </message>
    <message>
        <source>fear</source>
        <comment>acc</comment>
        <translation>страх</translation>
    </message>
    <message>
        <source>Return %1 to your hand.</source>
        <comment>inf</comment>
        <translation>вернуть %1 в вашу руку.</translation>
    </message>
    <message>
        <source>target creature card from your graveyard</source>
        <comment>acc</comment>
        <translation>целевую карту существа из вашего кладбища</translation>
    </message>
    <message>
        <source>it</source>
        <comment>nom</comment>
        <translation>он</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <comment>nom</comment>
        <translation>зачарованное существо</translation>
    </message>
    <message>
        <source>%1 can&apos;t block this turn.</source>
        <comment>plural</comment>
        <translation>%1 не могут блокировать в этом ходу.</translation>
    </message>
    <message numerus="yes">
        <source>up to %1 target creatures</source>
        <comment>nom</comment>
        <translation>
            <numerusform>до %n целевого существа</numerusform>
            <numerusform>до %n целевых существ</numerusform>
            <numerusform>до %n целевых существ</numerusform>
        </translation>
    </message>
    <message>
        <source>first strike</source>
        <comment>acc</comment>
        <translation>первый удар</translation>
    </message>
    <message>
        <source>target artifact</source>
        <comment>acc</comment>
        <translation>целевой артефакт</translation>
    </message>
    <message>
        <source>target land</source>
        <comment>acc</comment>
        <translation>целевую землю</translation>
    </message>
    <message>
        <source>target artifact or enchantment</source>
        <comment>acc</comment>
        <translation>целевой артефакт или целевые чары</translation>
    </message>
    <message>
        <source>target card from your graveyard</source>
        <comment>acc</comment>
        <translation>целевую карту из вашего кладбища</translation>
    </message>
    <message>
        <source>creatures with flying</source>
        <comment>ins</comment>
        <translation>существами с полетом</translation>
    </message>
    <message>
        <source>Forest</source>
        <comment>gen</comment>
        <translation>Леса</translation>
    </message>
    <message>
        <source>Other Goblins</source>
        <comment>nom</comment>
        <translation>Другие Гоблины</translation>
    </message>
    <message>
        <source>mountainwalk</source>
        <comment>acc</comment>
        <translation>горный переход</translation>
    </message>
    <message>
        <source>Other Elf creatures</source>
        <comment>nom</comment>
        <translation>Другие существа-Эльфы</translation>
    </message>
    <message>
        <source>forestwalk</source>
        <comment>acc</comment>
        <translation>лесной переход</translation>
    </message>
    <message>
        <source>Creatures you control</source>
        <comment>nom</comment>
        <translation>Существа под вашим контролем</translation>
    </message>
    <message>
        <source>vigilance</source>
        <comment>acc</comment>
        <translation>бдительность</translation>
    </message>
    <message>
        <source>that player</source>
        <comment>nom</comment>
        <translation>этот игрок</translation>
    </message>
    <message>
        <source>haste</source>
        <comment>acc</comment>
        <translation>ускорение</translation>
    </message>
    <message>
        <source>you</source>
        <comment>dat</comment>
        <translation>вам</translation>
    </message>
    <message>
        <source>target permanent</source>
        <comment>gen</comment>
        <translation>целевого перманента</translation>
    </message>
    <message>
        <source>that creature</source>
        <comment>acc</comment>
        <translation>то существо</translation>
    </message>
    <message>
        <source>creatures</source>
        <comment>acc</comment>
        <translation>всех существ</translation>
    </message>
    <message>
        <source>target land you control</source>
        <comment>acc</comment>
        <translation>целевую землю под вашим контролем</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>gen</comment>
        <translation>целевого игрока</translation>
    </message>
    <message>
        <source>target artifact, creature, or land</source>
        <translation>целевой артефакт, целевое существо или целевая земля</translation>
    </message>
    <message>
        <source>target artifact, enchantment, or land</source>
        <translation>целевой артефакт, целевые чары или целевая земля</translation>
    </message>
    <message>
        <source>target basic land card from your graveyard</source>
        <translation>целевая карта базовой земли из вашего кладбища</translation>
    </message>
    <message>
        <source>target sorcery card from your graveyard</source>
        <translation>целевая карта волшебства из вашего кладбища</translation>
    </message>
    <message>
        <source>target nonartifact, nonblack creature</source>
        <translation>целевое нечерное существо — не артефакт</translation>
    </message>
    <message>
        <source>target black creature</source>
        <translation>целевое черное существо</translation>
    </message>
    <message>
        <source>target white creature</source>
        <translation>целевое белое существо</translation>
    </message>
    <message>
        <source>target green creature</source>
        <translation>целевое зеленое существо</translation>
    </message>
    <message>
        <source>target attacking creature without flying</source>
        <translation>целевое атакующее существо без полета</translation>
    </message>
    <message>
        <source>Add %1. If you control %2, add %3 instead.</source>
        <translation>Добавьте %1. Если вы контролируете %2, вместо этого добавьте %3.</translation>
    </message>
    <message>
        <source>Add one mana of any color that a land an opponent controls could produce.</source>
        <translation>Добавьте одну ману любого цвета, которую могла бы произвести земля под контролем оппонента.</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and %3 damage to you.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение %2 и %3 повреждения вам.</numerusform>
            <numerusform>%1 наносит %n повреждения %2 и %3 повреждения вам.</numerusform>
            <numerusform>%1 наносит %n повреждений %2 и %3 повреждения вам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to %2 and each creature that player or that planeswalker&apos;s controller controls.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение %2 и каждому существу под контролем этого игрока или контролера этого мироходца.</numerusform>
            <numerusform>%1 наносит %n повреждения %2 и каждому существу под контролем этого игрока или контролера этого мироходца.</numerusform>
            <numerusform>%1 наносит %n повреждений %2 и каждому существу под контролем этого игрока или контролера этого мироходца.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 deals damage to %2 equal to the number of cards in that player&apos;s hand.</source>
        <translation>%1 наносит %2 повреждения, равные количеству карт в руке этого игрока.</translation>
    </message>
    <message>
        <source>Destroy all %1.</source>
        <translation>Уничтожьте все %1.</translation>
    </message>
    <message>
        <source>%1 sacrifices a creature.</source>
        <translation>%1 приносит в жертву существо.</translation>
    </message>
    <message>
        <source>%1 shuffles their graveyard into their library.</source>
        <translation>%1 замешивает свое кладбище в свою библиотеку.</translation>
    </message>
    <message>
        <source>Return %1 to the battlefield.</source>
        <translation>Верните %1 на поле битвы.</translation>
    </message>
    <message>
        <source>Search your library for a card, put that card into your hand, then shuffle.</source>
        <translation>Найдите в вашей библиотеке карту, положите ее в вашу руку, затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <source>You gain life equal to its power.</source>
        <translation>Вы получаете количество жизней, равное ее силе.</translation>
    </message>
    <message>
        <source>Draw a card, then discard a card.</source>
        <translation>Возьмите карту, затем сбросьте карту.</translation>
    </message>
    <message>
        <source>Destroy %1. That creature can&apos;t be regenerated.</source>
        <translation>Уничтожьте %1. Это существо нельзя регенерировать.</translation>
    </message>
    <message>
        <source>Untap %1.</source>
        <translation>Разверните %1.</translation>
    </message>
    <message>
        <source>Untap %1. It gets %2 until end of turn.</source>
        <translation>Разверните %1. Оно получает %2 до конца хода.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 and has %2.</source>
        <translation>Зачарованное существо получает %1 и имеет %2.</translation>
    </message>
    <message>
        <source>%1 gets %2 for each %3.</source>
        <translation>%1 получает %2 за %3.</translation>
    </message>
    <message>
        <source>Enchanted creature gets %1 for each %2.</source>
        <translation>Зачарованное существо получает %1 за %2.</translation>
    </message>
    <message>
        <source>You control enchanted land.</source>
        <translation>Вы контролируете зачарованную землю.</translation>
    </message>
    <message numerus="yes">
        <source>You draw %1 cards and you lose %n life.</source>
        <translation>
            <numerusform>Вы берете %1 карты и теряете %n жизнь.</numerusform>
            <numerusform>Вы берете %1 карты и теряете %n жизни.</numerusform>
            <numerusform>Вы берете %1 карты и теряете %n жизней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <translation>
            <numerusform>Получите %n жизнь.</numerusform>
            <numerusform>Получите %n жизни.</numerusform>
            <numerusform>Получите %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next time a source of your choice would deal damage to %1 this turn, prevent that damage.</source>
        <translation>В следующий раз в этом ходу, когда источник по вашему выбору должен нанести повреждения %1, предотвратите эти повреждения.</translation>
    </message>
    <message>
        <source>You may tap or untap %1.</source>
        <translation>Вы можете повернуть или развернуть %1.</translation>
    </message>
    <message numerus="yes">
        <source>If an opponent controls more lands than you, search your library for up to %1 %2 cards, reveal them, put them into your hand, then shuffle.</source>
        <translation>
            <numerusform>Если оппонент контролирует больше земель, чем вы, найдите в вашей библиотеке до %n карты %2, покажите их, положите их в вашу руку, затем перетасуйте библиотеку.</numerusform>
            <numerusform>Если оппонент контролирует больше земель, чем вы, найдите в вашей библиотеке до %n карт %2, покажите их, положите их в вашу руку, затем перетасуйте библиотеку.</numerusform>
            <numerusform>Если оппонент контролирует больше земель, чем вы, найдите в вашей библиотеке до %n карт %2, покажите их, положите их в вашу руку, затем перетасуйте библиотеку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.</source>
        <translation>
            <numerusform>%1 показывает %n карту из своей руки, и вы выбираете одну из них. Этот игрок сбрасывает эту карту.</numerusform>
            <numerusform>%1 показывает %n карты из своей руки, и вы выбираете одну из них. Этот игрок сбрасывает эту карту.</numerusform>
            <numerusform>%1 показывает %n карт из своей руки, и вы выбираете одну из них. Этот игрок сбрасывает эту карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spend only %1 mana on X.</source>
        <translation>Тратьте на X только %1 ману.</translation>
    </message>
    <message>
        <source>%1 deals X damage to %2 and you gain X life.</source>
        <translation>%1 наносит X повреждений %2, и вы получаете X жизней.</translation>
    </message>
    <message numerus="yes">
        <source>The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.</source>
        <translation>
            <numerusform>Следующее %n повреждение, которое должно быть нанесено существу %1 в этом ходу, вместо этого наносится %2.</numerusform>
            <numerusform>Следующие %n повреждения, которые должны быть нанесены существу %1 в этом ходу, вместо этого наносятся %2.</numerusform>
            <numerusform>Следующие %n повреждений, которые должны быть нанесены существу %1 в этом ходу, вместо этого наносятся %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Creatures and lands %1 controls don&apos;t untap during their next untap step.</source>
        <translation>Существа и земли под контролем %1 не разворачиваются во время его следующего шага разворота.</translation>
    </message>
    <message>
        <source>Your opponents play with their hands revealed.</source>
        <translation>Ваши оппоненты играют с открытыми картами в руке.</translation>
    </message>
    <message>
        <source>%1 reveals their hand. You draw a card for each %2 in it.</source>
        <translation>%1 показывает свою руку. Вы берете по карте за каждую %2 в ней.</translation>
    </message>
    <message numerus="yes">
        <source>Untap up to %1 lands.</source>
        <translation>
            <numerusform>Разверните до %n земли.</numerusform>
            <numerusform>Разверните до %n земель.</numerusform>
            <numerusform>Разверните до %n земель.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each other player may put a creature card from their hand onto the battlefield.</source>
        <translation>Каждый другой игрок может положить на поле битвы карту существа из своей руки.</translation>
    </message>
    <message>
        <source>Destroy that creature at end of combat.</source>
        <translation>Уничтожьте это существо в конце боя.</translation>
    </message>
    <message>
        <source>%1 deals X damage to %2.</source>
        <translation>%1 наносит X повреждений %2.</translation>
    </message>
    <message>
        <source>%1 gains X life.</source>
        <translation>%1 получает X жизней.</translation>
    </message>
    <message>
        <source>Other creatures you control</source>
        <translation>Другие существа под вашим контролем</translation>
    </message>
    <message>
        <source>enchantment on the battlefield</source>
        <translation>каждые чары на поле битвы</translation>
    </message>
    <message>
        <source>Forest you control</source>
        <translation>каждый Лес под вашим контролем</translation>
    </message>
    <message>
        <source>an Urza&apos;s Power-Plant and an Urza&apos;s Tower</source>
        <translation>Электростанцию Урзы и Башню Урзы</translation>
    </message>
    <message>
        <source>an Urza&apos;s Mine and an Urza&apos;s Tower</source>
        <translation>Шахту Урзы и Башню Урзы</translation>
    </message>
    <message>
        <source>an Urza&apos;s Mine and an Urza&apos;s Power-Plant</source>
        <translation>Шахту Урзы и Электростанцию Урзы</translation>
    </message>
    <message>
        <source>Mountain and red card</source>
        <translation>Гору и красную карту</translation>
    </message>
    <message>
        <source>Forest and green card</source>
        <translation>Лес и зеленую карту</translation>
    </message>
    <message>
        <source>each creature</source>
        <translation>каждое существо</translation>
    </message>
    <message>
        <source>each creature with flying</source>
        <translation>каждое существо с полетом</translation>
    </message>
    <message>
        <source>enchantments</source>
        <translation>чары</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Острова</translation>
    </message>
    <message>
        <source>Whenever %1 deals damage to an opponent, %2</source>
        <translation>Каждый раз, когда %1 наносит повреждения оппоненту, %2</translation>
    </message>
    <message>
        <source>At the beginning of the end step, %1</source>
        <translation>В начале заключительного шага %1</translation>
    </message>
    <message>
        <source>Whenever a player casts a %1 spell, %2</source>
        <translation>Каждый раз, когда игрок разыгрывает %1 заклинание, %2</translation>
    </message>
    <message>
        <source>When a spell or ability an opponent controls causes you to discard %1, %2</source>
        <translation>Когда заклинание или способность под контролем оппонента заставляет вас сбросить %1, %2</translation>
    </message>
    <message>
        <source>Whenever %1 blocks or becomes blocked by a nonblack creature, %2</source>
        <translation>Каждый раз, когда %1 блокирует нечерное существо или становится заблокированным нечерным существом, %2</translation>
    </message>
    <message>
        <source>target artifact or land</source>
        <comment>acc</comment>
        <translation>целевой артефакт или целевую землю</translation>
    </message>
    <message>
        <source>Tap %1.</source>
        <comment>inf</comment>
        <translation>повернуть %1.</translation>
    </message>
    <message>
        <source>target nonartifact, nonblack creature</source>
        <comment>acc</comment>
        <translation>целевое нечерное существо — не артефакт</translation>
    </message>
    <message>
        <source>target black creature</source>
        <comment>acc</comment>
        <translation>целевое черное существо</translation>
    </message>
    <message>
        <source>reach</source>
        <comment>acc</comment>
        <translation>захват</translation>
    </message>
    <message>
        <source>enchanted creature</source>
        <comment>acc</comment>
        <translation>зачарованное существо</translation>
    </message>
    <message>
        <source>target attacking creature without flying</source>
        <comment>nom</comment>
        <translation>целевое атакующее существо без полета</translation>
    </message>
    <message>
        <source>white</source>
        <comment>spell</comment>
        <translation>белое</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n life.</source>
        <comment>inf</comment>
        <translation>
            <numerusform>получить %n жизнь.</numerusform>
            <numerusform>получить %n жизни.</numerusform>
            <numerusform>получить %n жизней.</numerusform>
        </translation>
    </message>
    <message>
        <source>black</source>
        <comment>spell</comment>
        <translation>черное</translation>
    </message>
    <message>
        <source>red</source>
        <comment>spell</comment>
        <translation>красное</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>spell</comment>
        <translation>синее</translation>
    </message>
    <message>
        <source>green</source>
        <comment>spell</comment>
        <translation>зеленое</translation>
    </message>
    <message>
        <source>enchantments</source>
        <comment>acc</comment>
        <translation>чары</translation>
    </message>
    <message>
        <source>Islands</source>
        <comment>acc</comment>
        <translation>Острова</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>acc</comment>
        <translation>Равнины</translation>
    </message>
    <message>
        <source>each creature</source>
        <comment>dat</comment>
        <translation>каждому существу</translation>
    </message>
    <message>
        <source>each creature with flying</source>
        <comment>dat</comment>
        <translation>каждому существу с полетом</translation>
    </message>
    <message>
        <source>target basic land card from your graveyard</source>
        <comment>acc</comment>
        <translation>целевую карту базовой земли из вашего кладбища</translation>
    </message>
    <message>
        <source>target sorcery card from your graveyard</source>
        <comment>acc</comment>
        <translation>целевую карту волшебства из вашего кладбища</translation>
    </message>
    <message>
        <source>target artifact, creature, or land</source>
        <comment>acc</comment>
        <translation>целевой артефакт, целевое существо или целевую землю</translation>
    </message>
    <message>
        <source>target artifact, enchantment, or land</source>
        <comment>acc</comment>
        <translation>целевой артефакт, целевые чары или целевую землю</translation>
    </message>
    <message>
        <source>target player</source>
        <comment>dat</comment>
        <translation>целевому игроку</translation>
    </message>
    <message>
        <source>target attacking creature</source>
        <comment>acc</comment>
        <translation>целевое атакующее существо</translation>
    </message>
    <message>
        <source>target white creature</source>
        <comment>acc</comment>
        <translation>целевое белое существо</translation>
    </message>
    <message>
        <source>target green creature</source>
        <comment>acc</comment>
        <translation>целевое зеленое существо</translation>
    </message>
    <message>
        <source>target creature</source>
        <comment>dat</comment>
        <translation>целевому существу</translation>
    </message>
    <message>
        <source>Mountain and red card</source>
        <comment>acc</comment>
        <translation>Гору и красную карту</translation>
    </message>
    <message>
        <source>Forest and green card</source>
        <comment>acc</comment>
        <translation>Лес и зеленую карту</translation>
    </message>
    <message>
        <source>black</source>
        <comment>mana</comment>
        <translation>черную</translation>
    </message>
    <message>
        <source>Plains</source>
        <comment>gen</comment>
        <translation>Равнины</translation>
    </message>
    <message>
        <source>target Zombie card from your graveyard</source>
        <translation>целевая карта Зомби из вашего кладбища</translation>
    </message>
    <message>
        <source>Activate only during your turn.</source>
        <translation>Активируйте только во время вашего хода.</translation>
    </message>
    <message>
        <source>Activate only during your upkeep.</source>
        <translation>Активируйте только во время вашего шага поддержки.</translation>
    </message>
    <message numerus="yes">
        <source>%1 mills %2 cards.</source>
        <translation>
            <numerusform>%1 перемалывает %2 карту.</numerusform>
            <numerusform>%1 перемалывает %2 карты.</numerusform>
            <numerusform>%1 перемалывает %2 карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy it. It can&apos;t be regenerated.</source>
        <translation>Уничтожьте его. Его нельзя регенерировать.</translation>
    </message>
    <message>
        <source>%1 discards a card at random.</source>
        <translation>%1 сбрасывает случайно выбранную карту.</translation>
    </message>
    <message>
        <source>Each player discards their hand.</source>
        <translation>Каждый игрок сбрасывает все карты из своей руки.</translation>
    </message>
    <message>
        <source>Choose a color. %1 reveals their hand and discards all cards of that color.</source>
        <translation>Выберите цвет. %1 показывает свою руку и сбрасывает все карты этого цвета.</translation>
    </message>
    <message>
        <source>Destroy all %1. They can&apos;t be regenerated.</source>
        <translation>Уничтожьте все %1. Их нельзя регенерировать.</translation>
    </message>
    <message>
        <source>Put a +1/+1 counter on %1.</source>
        <translation>Положите один жетон +1/+1 на %1.</translation>
    </message>
    <message>
        <source>%1 loses life equal to the damage already dealt to that player this turn.</source>
        <translation>%1 теряет количество жизней, равное количеству повреждений, уже нанесенных этому игроку в этом ходу.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 in all graveyards.</source>
        <translation>%1 имеет силу и выносливость, равные количеству %2 на всех кладбищах.</translation>
    </message>
    <message>
        <source>You may sacrifice %1. If you don&apos;t, %2</source>
        <translation>Вы можете пожертвовать %1. Если вы этого не делаете, %2</translation>
    </message>
    <message numerus="yes">
        <source>Tap %1 and it deals %n damage to you.</source>
        <translation>
            <numerusform>Поверните %1, и он наносит вам %n повреждение.</numerusform>
            <numerusform>Поверните %1, и он наносит вам %n повреждения.</numerusform>
            <numerusform>Поверните %1, и он наносит вам %n повреждений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to you unless you pay %2.</source>
        <translation>
            <numerusform>%1 наносит вам %n повреждение, если вы не заплатите %2.</numerusform>
            <numerusform>%1 наносит вам %n повреждения, если вы не заплатите %2.</numerusform>
            <numerusform>%1 наносит вам %n повреждений, если вы не заплатите %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sacrifice %1 unless you sacrifice %2.</source>
        <translation>Пожертвуйте %1, если только вы не пожертвуете %2.</translation>
    </message>
    <message>
        <source>creature cards</source>
        <translation>карт существ</translation>
    </message>
    <message>
        <source>creatures you don&apos;t control</source>
        <translation>существа, которые вы не контролируете</translation>
    </message>
    <message>
        <source>Whenever a creature is dealt damage, %1</source>
        <translation>Каждый раз, когда существу наносятся повреждения, %1</translation>
    </message>
    <message>
        <source>Whenever a creature you control dies, %1</source>
        <translation>Каждый раз, когда существо под вашим контролем умирает, %1</translation>
    </message>
    <message>
        <source>Whenever a creature dealt damage by %1 this turn dies, %2</source>
        <translation>Каждый раз, когда умирает существо, которому %1 нанес повреждения в этом ходу, %2</translation>
    </message>
    <message>
        <source>Whenever an opponent draws a card, %1</source>
        <translation>Каждый раз, когда оппонент берет карту, %1</translation>
    </message>
    <message>
        <source>an artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <source>two Mountains</source>
        <translation>две Горы</translation>
    </message>
    <message>
        <source>each other player</source>
        <translation>каждый другой игрок</translation>
    </message>
    <message>
        <source>each other player</source>
        <comment>nom</comment>
        <translation>каждый другой игрок</translation>
    </message>
    <message>
        <source>target Zombie card from your graveyard</source>
        <comment>acc</comment>
        <translation>целевую карту Зомби из вашего кладбища</translation>
    </message>
    <message>
        <source>creatures you don&apos;t control</source>
        <comment>acc</comment>
        <translation>существа, которые вы не контролируете</translation>
    </message>
    <message>
        <source>an artifact</source>
        <comment>acc</comment>
        <translation>артефакт</translation>
    </message>
    <message numerus="yes">
        <source>%1 deals %n damage to each creature and each player.</source>
        <translation>
            <numerusform>%1 наносит %n повреждение каждому существу и каждому игроку.</numerusform>
            <numerusform>%1 наносит %n повреждения каждому существу и каждому игроку.</numerusform>
            <numerusform>%1 наносит %n повреждений каждому существу и каждому игроку.</numerusform>
        </translation>
    </message>
    <message>
        <source>All creatures get %1 until end of turn.</source>
        <translation>Все существа получают %1 до конца хода.</translation>
    </message>
    <message numerus="yes">
        <source>Your life total becomes %n.</source>
        <translation>
            <numerusform>Ваш счет жизни становится равным %n.</numerusform>
            <numerusform>Ваш счет жизни становится равным %n.</numerusform>
            <numerusform>Ваш счет жизни становится равным %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 deals damage equal to its power to %2. That creature deals damage equal to its power to %3.</source>
        <translation>%1 наносит %2 повреждения, равные своей силе. Это существо наносит повреждения, равные своей силе, существу %3.</translation>
    </message>
    <message numerus="yes">
        <source>You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up tails. Repeat this process until both players&apos; coins come up heads on the same flip.</source>
        <translation>
            <numerusform>Вы и %1 подбрасываете по монете. %2 наносит %n повреждение каждому игроку, у которого выпала решка. Повторяйте это, пока у обоих игроков при одном подбрасывании не выпадет орел.</numerusform>
            <numerusform>Вы и %1 подбрасываете по монете. %2 наносит %n повреждения каждому игроку, у которого выпала решка. Повторяйте это, пока у обоих игроков при одном подбрасывании не выпадет орел.</numerusform>
            <numerusform>Вы и %1 подбрасываете по монете. %2 наносит %n повреждений каждому игроку, у которого выпала решка. Повторяйте это, пока у обоих игроков при одном подбрасывании не выпадет орел.</numerusform>
        </translation>
    </message>
    <message>
        <source>Create %1 at the beginning of the next end step.</source>
        <translation>Создайте %1 в начале следующего заключительного шага.</translation>
    </message>
    <message>
        <source>Return %1 from your graveyard to your hand.</source>
        <translation>Верните %1 из вашего кладбища в вашу руку.</translation>
    </message>
    <message>
        <source>Tap all %1.</source>
        <translation>Поверните все %1.</translation>
    </message>
    <message>
        <source>%1 sacrifices %2 %3.</source>
        <translation>%1 приносит в жертву %2 %3.</translation>
    </message>
    <message>
        <source>Draw a card for each creature you control.</source>
        <translation>Возьмите по карте за каждое существо под вашим контролем.</translation>
    </message>
    <message>
        <source>each creature without flying</source>
        <translation>каждое существо без полета</translation>
    </message>
    <message>
        <source>other creatures</source>
        <translation>остальные существа</translation>
    </message>
    <message>
        <source>lands</source>
        <translation>земли</translation>
    </message>
    <message>
        <source>Nonbasic lands are Mountains.</source>
        <translation>Небазовые земли являются Горами.</translation>
    </message>
    <message>
        <source>Creatures without flying can&apos;t attack you.</source>
        <translation>Существа без полета не могут атаковать вас.</translation>
    </message>
    <message>
        <source>a 4/4 red Bird creature token with flying</source>
        <translation>фишка существа 4/4 красная Птица с полетом</translation>
    </message>
    <message>
        <source>sorcery cards</source>
        <translation>карт волшебства</translation>
    </message>
    <message>
        <source>Whenever an opponent casts a spell, %1</source>
        <translation>Каждый раз, когда оппонент разыгрывает заклинание, %1</translation>
    </message>
    <message>
        <source>At the beginning of each end step, %1</source>
        <translation>В начале каждого заключительного шага %1</translation>
    </message>
    <message>
        <source>each player</source>
        <translation>каждый игрок</translation>
    </message>
    <message>
        <source>Discard your hand</source>
        <translation>Сбросьте руку</translation>
    </message>
    <message>
        <source>it</source>
        <comment>subject</comment>
        <translation>он</translation>
    </message>
    <message>
        <source>it</source>
        <comment>acc</comment>
        <translation>его</translation>
    </message>
    <message>
        <source>a 4/4 red Bird creature token with flying</source>
        <comment>acc</comment>
        <translation>фишку существа 4/4 красная Птица с полетом</translation>
    </message>
    <message>
        <source>each creature without flying</source>
        <comment>dat</comment>
        <translation>каждому существу без полета</translation>
    </message>
    <message>
        <source>other creatures</source>
        <comment>acc</comment>
        <translation>остальные существа</translation>
    </message>
    <message>
        <source>each player</source>
        <comment>nom</comment>
        <translation>каждый игрок</translation>
    </message>
    <message>
        <source>lands</source>
        <comment>acc</comment>
        <translation>земли</translation>
    </message>
    <message>
        <source>%1, %2, and %3</source>
        <translation>%1, %2 и %3</translation>
    </message>
    <message>
        <source>Add one mana of any color.</source>
        <translation>Добавьте одну ману любого цвета.</translation>
    </message>
    <message>
        <source>Create %1.</source>
        <translation>Создайте %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw cards equal to the sacrificed creature&apos;s power, then discard %1 cards.</source>
        <translation>
            <numerusform>Возьмите столько карт, какова сила принесенного в жертву существа, затем сбросьте %1 карту.</numerusform>
            <numerusform>Возьмите столько карт, какова сила принесенного в жертву существа, затем сбросьте %1 карты.</numerusform>
            <numerusform>Возьмите столько карт, какова сила принесенного в жертву существа, затем сбросьте %1 карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 untaps all basic lands they control.</source>
        <translation>%1 разворачивает все базовые земли под своим контролем.</translation>
    </message>
    <message>
        <source>Each player&apos;s life total becomes the number of creatures they control.</source>
        <translation>Количество жизни каждого игрока становится равным числу существ под его контролем.</translation>
    </message>
    <message>
        <source>Each player may search their library for up to X creature cards, reveal those cards, put them into their hand, then shuffle.</source>
        <translation>Каждый игрок может найти в своей библиотеке до X карт существ, показать их, положить их в свою руку, затем перетасовать библиотеку.</translation>
    </message>
    <message>
        <source>All lands become %1 creatures until end of turn. They&apos;re still lands.</source>
        <translation>Все земли становятся существами %1 до конца хода. Они по-прежнему являются землями.</translation>
    </message>
    <message>
        <source>As long as %1 is enchanted, it gets %2 and has %3.</source>
        <translation>Пока %1 зачарован, он получает %2 и имеет %3.</translation>
    </message>
    <message>
        <source>Untap all permanents you control during each other player&apos;s untap step.</source>
        <translation>Во время шага разворота каждого другого игрока разворачивайте все перманенты под вашим контролем.</translation>
    </message>
    <message>
        <source>As long as %1 is untapped, each player chooses artifact, creature, or land during their untap step. That player can untap only permanents of the chosen type this step.</source>
        <translation>Пока %1 не повернута, каждый игрок во время своего шага разворота выбирает артефакт, существо или землю. В этом шаге этот игрок может развернуть только перманенты выбранного типа.</translation>
    </message>
    <message>
        <source>You may put a creature card from your hand onto the battlefield.</source>
        <translation>Вы можете положить на поле битвы карту существа из своей руки.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of cards in your hand.</source>
        <translation>%1 имеет силу и выносливость, равные количеству карт в вашей руке.</translation>
    </message>
    <message>
        <source>a 1/1 green Saproling creature token</source>
        <translation>фишка существа 1/1 зеленый Сапролинг</translation>
    </message>
    <message>
        <source>At the beginning of each upkeep, %1</source>
        <translation>В начале каждого шага поддержки %1</translation>
    </message>
    <message>
        <source>Whenever you cast an enchantment spell, %1</source>
        <translation>Каждый раз, когда вы разыгрываете заклинание чар, %1</translation>
    </message>
    <message>
        <source>a 1/1 green Saproling creature token</source>
        <comment>acc</comment>
        <translation>фишку существа 1/1 зеленый Сапролинг</translation>
    </message>
    <message>
        <source>%1, %2, and %3</source>
        <comment>acc</comment>
        <translation>%1, %2 и %3</translation>
    </message>
    <message>
        <source>trample</source>
        <comment>acc</comment>
        <translation>пробивной удар</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>target blocking creature</source>
        <translation>целевое блокирующее существо</translation>
    </message>
    <message>
        <source>Search your library for a land card, reveal it, put it into your hand, then shuffle.</source>
        <translation>Найдите в вашей библиотеке карту земли, покажите ее, положите ее в вашу руку, затем перетасуйте библиотеку.</translation>
    </message>
    <message>
        <source>%1 becomes a %2 Golem artifact creature until end of combat.</source>
        <translation>%1 становится артефактным существом — Големом %2 до конца боя.</translation>
    </message>
    <message>
        <source>Equipped creature gets %1 and has %2.</source>
        <translation>Снаряженное существо получает %1 и имеет %2.</translation>
    </message>
    <message>
        <source>%1 don&apos;t untap during their controllers&apos; untap steps.</source>
        <translation>%1 не разворачиваются во время шага разворота своих контроллеров.</translation>
    </message>
    <message>
        <source>Each spell costs %1 more to cast except during its controller&apos;s turn.</source>
        <translation>Каждое заклинание стоит на %1 больше, кроме как во время хода его контроллера.</translation>
    </message>
    <message>
        <source>%1&apos;s power and toughness are each equal to the number of %2 on the battlefield.</source>
        <translation>%1 имеет силу и выносливость, равные количеству %2 на поле битвы.</translation>
    </message>
    <message>
        <source>All damage that would be dealt to %1 this turn by a source of your choice is dealt to %2 instead.</source>
        <translation>Все повреждения, которые в этом ходу должны быть нанесены %1 источником по вашему выбору, вместо этого наносятся существу %2.</translation>
    </message>
    <message>
        <source>As %1 enters the battlefield, choose a color.</source>
        <translation>Когда %1 выходит на поле битвы, выберите цвет.</translation>
    </message>
    <message>
        <source>Each creature gets %1 for each other creature on the battlefield that shares at least one creature type with it.</source>
        <translation>Каждое существо получает %1 за каждое другое существо на поле битвы, имеющее с ним хотя бы один общий тип существ.</translation>
    </message>
    <message>
        <source>Creatures with power 3 or greater</source>
        <translation>Существа с силой 3 или больше</translation>
    </message>
    <message>
        <source>Activate only if an opponent controls more lands than you.</source>
        <translation>Активируйте, только если оппонент контролирует больше земель, чем вы.</translation>
    </message>
    <message>
        <source>Activate only during combat.</source>
        <translation>Активируйте только во время боя.</translation>
    </message>
    <message>
        <source>Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the battlefield, %1</source>
        <translation>Каждый раз, когда заклинание или способность под контролем оппонента кладет землю на ваше кладбище с поля битвы, %1</translation>
    </message>
    <message>
        <source>that card</source>
        <translation>эта карта</translation>
    </message>
    <message>
        <source>two Mountains</source>
        <comment>acc</comment>
        <translation>две Горы</translation>
    </message>
    <message>
        <source>target blocking creature</source>
        <comment>nom</comment>
        <translation>целевое блокирующее существо</translation>
    </message>
    <message>
        <source>Creatures with power 3 or greater</source>
        <comment>nom</comment>
        <translation>Существа с силой 3 или больше</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>acc</comment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>that card</source>
        <comment>acc</comment>
        <translation>эту карту</translation>
    </message>
    <message>
        <source>The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.</source>
        <translation>В следующий раз в этом ходу, когда источник по вашему выбору должен нанести вам повреждения, предотвратите эти повреждения. Вы получаете столько жизни, сколько повреждений было предотвращено таким образом.</translation>
    </message>
    <message>
        <source>The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.</source>
        <translation>В следующий раз в этом ходу, когда источник выбранного цвета по вашему выбору должен нанести вам повреждения, предотвратите эти повреждения.</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>Activate this ability</source>
        <translation>Активировать эту способность</translation>
    </message>
</context>
<context>
    <name>scenario_export</name>
    <message numerus="yes">
        <source>Player %1&apos;s hand holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>В руке игрока %1 %n карта; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В руке игрока %1 %n карты; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В руке игрока %1 %n карт; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s graveyard holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>На кладбище игрока %1 %n карта; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>На кладбище игрока %1 %n карты; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>На кладбище игрока %1 %n карт; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s exile holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>В изгнании у игрока %1 %n карта; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В изгнании у игрока %1 %n карты; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В изгнании у игрока %1 %n карт; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1&apos;s library holds %n cards; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>В библиотеке игрока %1 %n карта; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В библиотеке игрока %1 %n карты; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>В библиотеке игрока %1 %n карт; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Player %1 controls %n permanents; a scenario holds at most %2 objects in a zone.</source>
        <translation>
            <numerusform>Игрок %1 контролирует %n перманент; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>Игрок %1 контролирует %n перманента; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
            <numerusform>Игрок %1 контролирует %n перманентов; сценарий вмещает не больше %2 объектов в зоне.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: there is no position to play on.</source>
        <extracomment>Why a position can&apos;t be saved as a scenario (``storage.scenario_export.PositionRefused``), by its id; a zone too large by its zone (``%n`` the number of objects, ``%1`` the player, ``%2`` the most a zone holds).</extracomment>
        <translation>Партия окончена: играть больше не с чего.</translation>
    </message>
    <message>
        <source>A spell or ability is on the stack, which a scenario can&apos;t hold. Save the position once it has resolved.</source>
        <translation>В стеке есть заклинание или способность, а сценарий не может их содержать. Сохраните позицию, когда они разрешатся.</translation>
    </message>
    <message>
        <source>A player owes a decision other than priority. Save the position once it is answered.</source>
        <translation>Игрок должен принять решение, отличное от приоритета. Сохраните позицию, когда он его примет.</translation>
    </message>
    <message>
        <source>A scenario can&apos;t begin in this step (declarations, combat damage, untap, cleanup): save in another step.</source>
        <translation>Сценарий не может начаться в этом шаге (объявления, боевые повреждения, разворот, завершение): сохраните позицию в другом шаге.</translation>
    </message>
    <message>
        <source>Player %1 has mana in their pool, which a scenario can&apos;t hold.</source>
        <translation>У игрока %1 есть мана в запасе, а сценарий не может её содержать.</translation>
    </message>
    <message>
        <source>A scenario can&apos;t hold this position.</source>
        <translation>Сценарий не может содержать эту позицию.</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Untap</source>
        <translation>Разворот</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взятие карты</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Главная фаза 1</translation>
    </message>
    <message>
        <source>Beginning of combat</source>
        <translation>Начало боя</translation>
    </message>
    <message>
        <source>Declare attackers</source>
        <translation>Объявление атакующих</translation>
    </message>
    <message>
        <source>Declare blockers</source>
        <translation>Объявление блокирующих</translation>
    </message>
    <message>
        <source>First-strike damage</source>
        <translation>Повреждения первого удара</translation>
    </message>
    <message>
        <source>Combat damage</source>
        <translation>Боевые повреждения</translation>
    </message>
    <message>
        <source>End of combat</source>
        <translation>Конец боя</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Главная фаза 2</translation>
    </message>
    <message>
        <source>End step</source>
        <translation>Заключительный шаг</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Очистка</translation>
    </message>
</context>
<context>
    <name>steps_short</name>
    <message>
        <source>Untap</source>
        <extracomment>Short names for the phase bar, where space is tight.</extracomment>
        <translation>Разв.</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Подд.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взятие</translation>
    </message>
    <message>
        <source>Main 1</source>
        <translation>Глав. 1</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Блок</translation>
    </message>
    <message>
        <source>First strike</source>
        <translation>1-й удар</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Повр.</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Конец боя</translation>
    </message>
    <message>
        <source>Main 2</source>
        <translation>Глав. 2</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Очистка</translation>
    </message>
</context>
<context>
    <name>types</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Angel</source>
        <translation>Ангел</translation>
    </message>
    <message>
        <source>Ape</source>
        <translation>Обезьяна</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Лучник</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Артефакт</translation>
    </message>
    <message>
        <source>Artifact Creature</source>
        <translation>Артефактное существо</translation>
    </message>
    <message>
        <source>Aura</source>
        <translation>Аура</translation>
    </message>
    <message>
        <source>Barbarian</source>
        <translation>Варвар</translation>
    </message>
    <message>
        <source>Bard</source>
        <translation>Бард</translation>
    </message>
    <message>
        <source>Basic Land</source>
        <translation>Базовая земля</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Медведь</translation>
    </message>
    <message>
        <source>Beast</source>
        <translation>Зверь</translation>
    </message>
    <message>
        <source>Berserker</source>
        <translation>Берсерк</translation>
    </message>
    <message>
        <source>Bird</source>
        <translation>Птица</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Кошка</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>Клирик</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Существо</translation>
    </message>
    <message>
        <source>Crocodile</source>
        <translation>Крокодил</translation>
    </message>
    <message>
        <source>Djinn</source>
        <translation>Джинн</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Пес</translation>
    </message>
    <message>
        <source>Drake</source>
        <translation>Дрейк</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>Дрон</translation>
    </message>
    <message>
        <source>Druid</source>
        <translation>Друид</translation>
    </message>
    <message>
        <source>Elemental</source>
        <translation>Элементаль</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Эльф</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>Чары</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Рыба</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Гигант</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Гоблин</translation>
    </message>
    <message>
        <source>Golem</source>
        <translation>Голем</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Лошадь</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Иллюзия</translation>
    </message>
    <message>
        <source>Imp</source>
        <translation>Бес</translation>
    </message>
    <message>
        <source>Insect</source>
        <translation>Насекомое</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенное заклинание</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Остров</translation>
    </message>
    <message>
        <source>Kavu</source>
        <translation>Каву</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Рыцарь</translation>
    </message>
    <message>
        <source>Kraken</source>
        <translation>Кракен</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Земля</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Ящерица</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Наемник</translation>
    </message>
    <message>
        <source>Minotaur</source>
        <translation>Минотавр</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>Монах</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Обезьяна</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Кошмар</translation>
    </message>
    <message>
        <source>Octopus</source>
        <translation>Осьминог</translation>
    </message>
    <message>
        <source>Ogre</source>
        <translation>Огр</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>Пегас</translation>
    </message>
    <message>
        <source>Phyrexian</source>
        <translation>Фирексиец</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнины</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Кролик</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Следопыт</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Крыса</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Разведчик</translation>
    </message>
    <message>
        <source>Serpent</source>
        <translation>Змей</translation>
    </message>
    <message>
        <source>Shade</source>
        <translation>Тень</translation>
    </message>
    <message>
        <source>Shaman</source>
        <translation>Шаман</translation>
    </message>
    <message>
        <source>Shapeshifter</source>
        <translation>Перевертыш</translation>
    </message>
    <message>
        <source>Skeleton</source>
        <translation>Скелет</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Змея</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Солдат</translation>
    </message>
    <message>
        <source>Sorcery</source>
        <translation>Волшебство</translation>
    </message>
    <message>
        <source>Spider</source>
        <translation>Паук</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>Дух</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Thopter</source>
        <translation>Топтер</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Черепаха</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Чародей</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Тень</translation>
    </message>
    <message>
        <source>Wurm</source>
        <translation>Вурм</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation>Зомби</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Убийца</translation>
    </message>
    <message>
        <source>Gnome</source>
        <translation>Гном</translation>
    </message>
    <message>
        <source>Horror</source>
        <translation>Ужас</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Шахта</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Орк</translation>
    </message>
    <message>
        <source>Power-Plant</source>
        <translation>Электростанция</translation>
    </message>
    <message>
        <source>Rebel</source>
        <translation>Повстанец</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Башня</translation>
    </message>
    <message>
        <source>Urza’s</source>
        <translation>Урза</translation>
    </message>
    <message>
        <source>Viashino</source>
        <translation>Виашино</translation>
    </message>
    <message>
        <source>Demon</source>
        <translation>Демон</translation>
    </message>
    <message>
        <source>Lhurgoyf</source>
        <translation>Лургойф</translation>
    </message>
    <message>
        <source>Specter</source>
        <translation>Призрак</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Вампир</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Дракон</translation>
    </message>
    <message>
        <source>Egg</source>
        <translation>Яйцо</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Феникс</translation>
    </message>
    <message>
        <source>Yeti</source>
        <translation>Йети</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Растение</translation>
    </message>
    <message>
        <source>Nomad</source>
        <translation>Кочевник</translation>
    </message>
</context>
</TS>
